import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/** Session ids per query: a list this long stays one index scan of a few milliseconds. */
export const LIVE_SESSIONS_BATCH = 1_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The CURRENT member status behind each of `sids` whose session is still live (not revoked, not
 * expired), in one query: how long-lived connections (open sockets) re-check many sessions at
 * once. A sid missing from the answer is no longer live. At most LIVE_SESSIONS_BATCH sids.
 */
export const liveSessionStatuses = async (
  db: Database,
  sids: readonly string[],
): Promise<Map<string, number>> => {
  if (sids.length > LIVE_SESSIONS_BATCH)
    throw new RangeError(`at most ${LIVE_SESSIONS_BATCH} sessions per query, got ${sids.length}`);
  // The ids go into an array literal: only well-formed uuids may (a malformed one is not live).
  const wellFormed = sids.filter((sid) => UUID.test(sid));
  const statuses = new Map<string, number>();
  if (wellFormed.length === 0) return statuses;
  const rows = rowsOf<{ sid: string; status: number }>(
    await db.execute(sql`
      select s.id::text as sid, m.status
      from member_sessions s join members m on m.id = s.member_id
      where s.id = any(${`{${wellFormed.join(',')}}`}::uuid[])
        and s.revoked_at is null and s.expires_at > now()`),
  );
  // PostgreSQL answers lower case; the answer is keyed by the ids as given.
  const byId = new Map(rows.map((row) => [row.sid, Number(row.status)]));
  for (const sid of wellFormed) {
    const status = byId.get(sid.toLowerCase());
    if (status !== undefined) statuses.set(sid, status);
  }
  return statuses;
};
