import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/** One (option, number) of a round. */
export interface NumberKey {
  option: string;
  number: string;
}

export const keyOf = (line: NumberKey): string => `${line.option}:${line.number}`;

const sortedKeys = (lines: readonly NumberKey[]): NumberKey[] =>
  [...new Map(lines.map((l) => [keyOf(l), { option: l.option, number: l.number }])).values()].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));

/**
 * Locks the exposure rows of the numbers a slip touches, creating missing ones, and answers the
 * stake sold on each so far. Rows are created and locked in (option, number) order, the same
 * order in every transaction, so concurrent slips queue instead of deadlocking.
 */
export const lockExposure = async (tx: Database, roundId: bigint, lines: readonly NumberKey[]): Promise<Map<string, bigint>> => {
  const keys = JSON.stringify(sortedKeys(lines));
  await tx.execute(sql`
    insert into lotto_exposure (round_id, option, number)
    select ${roundId.toString()}::bigint, k.option, k.number from jsonb_to_recordset(${keys}::jsonb) as k(option text, number text)
    order by k.option, k.number
    on conflict do nothing`);
  const rows = rowsOf<{ option: string; number: string; stake: string }>(
    await tx.execute(sql`
      select e.option, e.number, e.stake::text as stake
      from lotto_exposure e join jsonb_to_recordset(${keys}::jsonb) as k(option text, number text) on e.option = k.option and e.number = k.number
      where e.round_id = ${roundId.toString()}::bigint
      order by e.option, e.number
      for update of e`),
  );
  return new Map(rows.map((r) => [keyOf(r), BigInt(r.stake)]));
};

/** Staff rules of the touched numbers: key → fixed rate (hundredths) or null (closed). */
export const findNumberRules = async (db: Database, roundId: bigint, lines: readonly NumberKey[]): Promise<Map<string, number | null>> => {
  const rows = rowsOf<{ option: string; number: string; rate: number | null }>(
    await db.execute(sql`
      select r.option, r.number, r.rate
      from lotto_number_rules r join jsonb_to_recordset(${JSON.stringify(sortedKeys(lines))}::jsonb) as k(option text, number text)
        on r.option = k.option and r.number = k.number
      where r.round_id = ${roundId.toString()}::bigint`),
  );
  return new Map(rows.map((r) => [keyOf(r), r.rate]));
};

/** Adds the sold stake and potential payout of new lines, one statement. */
export const addExposure = async (
  tx: Database,
  roundId: bigint,
  lines: readonly (NumberKey & { stake: bigint; payout: bigint })[],
): Promise<void> => {
  const rows = JSON.stringify(lines.map((l) => ({ option: l.option, number: l.number, stake: l.stake.toString(), payout: l.payout.toString() })));
  await tx.execute(sql`
    update lotto_exposure e set stake = e.stake + v.stake, payout = e.payout + v.payout
    from (select option, number, sum(stake::bigint) as stake, sum(payout::bigint) as payout
          from jsonb_to_recordset(${rows}::jsonb) as r(option text, number text, stake text, payout text)
          group by option, number) v
    where e.round_id = ${roundId.toString()}::bigint and e.option = v.option and e.number = v.number`);
};
