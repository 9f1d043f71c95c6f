import { TranslatedStatusScreen } from '../app/errors/error-screens.tsx';
import { useStatusActions } from '../app/errors/status-actions.ts';

/** Catch-all `*`: 'This page could not be found'. */
export function Component() {
  const actions = useStatusActions();
  return (
    <TranslatedStatusScreen
      testId="not-found-page"
      mark="404"
      screen="unknownRoute"
      actions={[actions.home]}
    />
  );
}
