import { GamesLobby } from '../features/games/lobby.tsx';

/** `/live/casino`: the games lobby opened on the live casino tables. */
export function Component() {
  return <GamesLobby defaultCategory="live" />;
}
