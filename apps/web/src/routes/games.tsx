import { GamesLobby } from '../features/games/index.ts';

/** `/games` and `/game`: the games lobby. */
export function Component() {
  return <GamesLobby />;
}
