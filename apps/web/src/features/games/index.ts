export { GamesLobby } from './lobby.tsx';
export { GameLaunchPage } from './launch-page.tsx';
export { launchTargetOf } from './game-routes.ts';
export { logoutGames } from './api.ts';
