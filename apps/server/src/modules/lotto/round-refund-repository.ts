import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/** The statements of a round's refund (refund-round-poys.ts): its active poys, then nothing left sold. */

/** The round's ACTIVE poys under FOR UPDATE, in member order (two voids take cash rows alike). */
export const lockActivePoys = async (
  tx: Database,
  roundId: bigint,
): Promise<{ id: string; member_id: string; total: string }[]> =>
  rowsOf<{ id: string; member_id: string; total: string }>(
    await tx.execute(sql`
      select id::text, member_id::text, total::text from poys
      where round_id = ${roundId.toString()}::bigint and status = 'ACTIVE'
      order by member_id, id
      for update`),
  );

/** Every ACTIVE poy of the round becomes CANCELLED and its exposure is zeroed. */
export const cancelRoundSales = async (tx: Database, roundId: bigint, now: Date): Promise<void> => {
  await tx.execute(sql`
    update poys set status = 'CANCELLED', cancelled_at = ${now.toISOString()}::timestamptz
    where round_id = ${roundId.toString()}::bigint and status = 'ACTIVE'`);
  await tx.execute(
    sql`update lotto_exposure set stake = 0, payout = 0 where round_id = ${roundId.toString()}::bigint`,
  );
};
