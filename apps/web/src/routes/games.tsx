import { GamesLobby } from '../features/games/lobby.tsx';

/** `/games` and `/game`: the games lobby. */
export function Component() {
  return <GamesLobby />;
}
