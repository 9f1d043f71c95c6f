import { useParams } from 'react-router';
import { launchTargetOf } from '../features/games/game-routes.ts';
import { GameLaunchPage } from '../features/games/launch-page.tsx';

/** Every `/game/<provider>/…` route of spec §2, backup variants included, on one launch page. */
export function Component() {
  const { provider = '', '*': rest = '' } = useParams();
  return <GameLaunchPage target={launchTargetOf(provider, rest.split('/'))} />;
}
