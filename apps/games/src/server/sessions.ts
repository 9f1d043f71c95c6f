import { randomId } from './players.ts';
import type { RoundRecord } from '../game-api.ts';

export const GAME_IDS = ['chokdee-slot', 'chokdee-baccarat'] as const;
export type GameId = (typeof GAME_IDS)[number];
export const LANGS = ['th', 'en', 'kh', 'mm'] as const;
export type Lang = (typeof LANGS)[number];

/** One opened game screen: the site's game session token and member, and the rounds played on it. */
export interface GameSession {
  id: string;
  token: string;
  user: string;
  gameId: GameId;
  lang: Lang;
  lastSeen: number;
  rounds: RoundRecord[];
}

/** The site's tokens are valid 8 h for bets; a screen idle that long is forgotten. */
const IDLE_MS = 8 * 60 * 60 * 1000;
const KEPT_ROUNDS = 100;

export const createSessions = (now: () => number = Date.now) => {
  const sessions = new Map<string, GameSession>();
  return {
    open(fields: Pick<GameSession, 'token' | 'user' | 'gameId' | 'lang'>): GameSession {
      for (const [id, old] of sessions) if (now() - old.lastSeen > IDLE_MS) sessions.delete(id);
      const session = { ...fields, id: randomId('s-'), lastSeen: now(), rounds: [] };
      sessions.set(session.id, session);
      return session;
    },
    find(id: string | undefined): GameSession | undefined {
      const session = id ? sessions.get(id) : undefined;
      if (session) session.lastSeen = now();
      return session;
    },
    record(session: GameSession, round: RoundRecord): void {
      session.rounds.unshift(round);
      session.rounds.length = Math.min(session.rounds.length, KEPT_ROUNDS);
    },
  };
};
export type Sessions = ReturnType<typeof createSessions>;
