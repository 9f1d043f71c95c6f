import type { SelfExclusionPeriod } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { revokeAllSessions } from '../../platform/auth/index.ts';
import { appError } from '../../platform/errors.ts';
import { verifyPin } from '../../platform/pin-hash.ts';
import { endGameSessions } from '../games/index.ts';
import { findPinHash } from '../members/index.ts';

const INTERVALS: Record<Exclude<SelfExclusionPeriod, 'permanent'>, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '6m': '6 months',
  '1y': '1 year',
};

/**
 * Excludes the member from now (the database's clock) for the period, and revokes every session
 * (game sessions too) in the same transaction, under the member's row lock so no login slips in between. A running
 * longer exclusion stays the one that counts (the new row adds nothing but history).
 */
export const selfExclude = async (
  db: Database,
  memberId: bigint,
  input: { period: SelfExclusionPeriod; password: string },
): Promise<{ until: string | null }> => {
  const pinHash = await findPinHash(db, memberId);
  if (pinHash === undefined || !(await verifyPin(pinHash, input.password)))
    throw appError('WRONG_PIN', undefined, { field: 'password' });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from members where id = ${memberId.toString()}::bigint for update`);
    const until = input.period === 'permanent' ? null : INTERVALS[input.period];
    const [row] = rowsOf<{ until: string | null }>(
      await tx.execute(sql`
        insert into self_exclusions (member_id, period, until)
        values (${memberId.toString()}::bigint, ${input.period},
          ${until === null ? sql`null` : sql`now() + ${until}::interval`})
        returning to_char(until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as until`),
    );
    await revokeAllSessions(tx, memberId);
    await endGameSessions(tx, memberId);
    return { until: row?.until ?? null };
  });
};
