import { useParams } from 'react-router';
import { GameLaunchPage, launchTargetOf } from '../features/games/index.ts';

/** Every `/game/<provider>/…` route of spec §2, backup variants included, on one launch page. */
export function Component() {
  const { provider = '', '*': rest = '' } = useParams();
  return <GameLaunchPage target={launchTargetOf(provider, rest.split('/'))} />;
}
