import { type BetOption } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';

/** The lotto_number_rules table: staff's fixed rates (hundredths) and closed numbers (null) of a round. */

export interface RuleKey {
  roundId: string;
  option: BetOption;
  number: string;
}

export interface RuleRow {
  option: BetOption;
  number: string;
  rate: number | null;
  updated_at: string;
  updated_by: string | null;
}

/** Every rule of a round with who changed it last, by option and number. */
export const findRoundRules = async (db: Database, roundId: bigint): Promise<RuleRow[]> =>
  rowsOf<RuleRow>(
    await db.execute(sql`
      select r.option, r.number, r.rate, ${bkk('r.updated_at')} as updated_at, s.username as updated_by
      from lotto_number_rules r left join staff s on s.id = r.updated_by
      where r.round_id = ${roundId.toString()}::bigint
      order by r.option, r.number`),
  );

/** A number's rule (hundredths or null = closed), or undefined without one. */
export const findRule = async (tx: Database, key: RuleKey): Promise<{ rate: number | null } | undefined> =>
  rowsOf<{ rate: number | null }>(
    await tx.execute(
      sql`select rate from lotto_number_rules where round_id = ${key.roundId}::bigint and option = ${key.option} and number = ${key.number}`,
    ),
  )[0];

/** Sets a number's rule (insert or replace); answers when. */
export const upsertRule = async (
  tx: Database,
  key: RuleKey,
  rate: number | null,
  staffId: bigint | null,
): Promise<string | undefined> =>
  rowsOf<{ updated_at: string }>(
    await tx.execute(sql`
      insert into lotto_number_rules (round_id, option, number, rate, updated_by)
      values (${key.roundId}::bigint, ${key.option}, ${key.number}, ${rate}, ${staffId?.toString() ?? null}::bigint)
      on conflict (round_id, option, number) do update set rate = excluded.rate, updated_at = now(), updated_by = excluded.updated_by
      returning ${bkk('updated_at')} as updated_at`),
  )[0]?.updated_at;

export const deleteRule = async (tx: Database, key: RuleKey): Promise<void> => {
  await tx.execute(
    sql`delete from lotto_number_rules where round_id = ${key.roundId}::bigint and option = ${key.option} and number = ${key.number}`,
  );
};
