import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screens.tsx';
import { screenForError } from './error-to-screen.ts';

/** `errorElement` of every route: maps what was thrown to the matching error screen. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen kind={screenForError(error)} />;
}
