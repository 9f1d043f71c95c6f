import { satang, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { PLAY_TYPES } from '../activity.ts';

export interface RealityCheck {
  startedAt: string;
  /** Wins and refunds less stakes since the login. */
  net: Satang;
  minutes: number | null;
}

/**
 * The reality check of a login (docs/compliance.md "Limits"): when the session started, the net
 * result of play on the member's cash account since (one statement over the account's
 * (account, created_at) index), and the reminder the member chose.
 */
export const realityCheckOf = async (db: Database, memberId: bigint, sid: string): Promise<RealityCheck> => {
  const [row] = rowsOf<{ started_at: string; net: string; minutes: string | null }>(
    await db.execute(sql`
      with session as (select created_at from member_sessions where id = ${sid}::uuid)
      select to_char((select created_at from session) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as started_at,
        (select coalesce(sum(p.amount), 0)::text
          from ledger_postings p join ledger_entries e on e.id = p.entry_id
          where p.account_id = (select id from ledger_accounts where member_id = ${memberId.toString()}::bigint and kind = 'CASH')
            and p.created_at >= (select created_at from session)
            and e.type = any(${`{${PLAY_TYPES.join(',')}}`}::text[])) as net,
        (select value::text from member_limits
          where member_id = ${memberId.toString()}::bigint and kind = 'session') as minutes`),
  );
  return {
    startedAt: row!.started_at,
    net: satang(row!.net),
    minutes: row!.minutes === null ? null : Number(row!.minutes),
  };
};
