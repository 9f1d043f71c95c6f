import { hash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/** How long a launched game's token accepts bets (api-contract: 8 h); wins and rollbacks always. */
const SESSION_HOURS = 8;

/** The stored form of a game session token: its sha256 (a leaked table opens no game). */
export const tokenHashOf = (token: string): string => hash('sha256', token);

/** A fresh single-member token for one provider; answers it with its expiry (database clock). */
export const openGameSession = async (
  db: Database,
  session: { memberId: bigint; providerId: bigint; gameId: string | undefined },
): Promise<{ token: string; expiresAt: Date }> => {
  const token = randomBytes(32).toString('base64url');
  const [row] = rowsOf<{ expires_ms: string }>(
    await db.execute(sql`
      insert into game_sessions (token_hash, member_id, provider_id, game_id, expires_at)
      values (${tokenHashOf(token)}, ${session.memberId.toString()}::bigint, ${session.providerId.toString()}::bigint,
        ${session.gameId ?? null}, now() + make_interval(hours => ${SESSION_HOURS}))
      returning (extract(epoch from expires_at) * 1000)::bigint::text as expires_ms`),
  );
  if (!row) throw new Error('game session insert answered no row');
  return { token, expiresAt: new Date(Number(row.expires_ms)) };
};

/** games.logout: the member's open sessions end now (their tokens refuse bets from now on). */
export const endGameSessions = async (db: Database, memberId: bigint): Promise<void> => {
  await db.execute(sql`
    update game_sessions set ended_at = now() where member_id = ${memberId.toString()}::bigint and ended_at is null`);
};
