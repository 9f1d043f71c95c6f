import type { LimitPeriod, MoneyLimitKind } from '@chokdee/domain';
import { pgErrorOf } from '../../../db/pg-error.ts';
import { runPrepared, type Statement } from '../../../db/prepared-statements.ts';
import { appError, type AppError } from '../../../platform/errors.ts';

// SQLSTATE of compliance_assert_room (migration 0028).
const LIMIT_PASSED = 'CD010';

/**
 * Whether the member has a limit of `kind` (in force or waiting), as SQL text a caller embeds in
 * the first statement of its money transaction, `member` the placeholder of the member's id: the
 * check's statement is sent only for a member who set one.
 */
export const hasLimitSql = (member: string, kind: MoneyLimitKind): string =>
  `exists (select 1 from member_limits where member_id = ${member}::bigint and kind = '${kind}')`;

/**
 * The statement that refuses (CD010) when `amount` more would pass one of the member's `kind`
 * limits (docs/compliance.md "Limits"). Sent after the transaction moved the money, with 0, it
 * checks the money moved: the stake or credit has locked the member's cash row, so the check sees
 * every concurrent one committed before it. `countPending`: open deposit requests count too.
 */
export const assertRoomStatement = (
  memberId: bigint,
  kind: MoneyLimitKind,
  amount = 0n,
  countPending = false,
): Statement => ({
  text: 'select compliance_assert_room($1::bigint, $2::text, $3::bigint, $4::boolean)',
  values: [memberId.toString(), kind, amount.toString(), countPending ? 'true' : 'false'],
});

/** The member-facing refusal behind a CD010 from assertRoomStatement, else undefined. */
export const limitRefusalOf = (error: unknown): AppError | undefined => {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== LIMIT_PASSED) return undefined;
  const [kind, period] = (pgError.detail ?? '').split(':') as [MoneyLimitKind, LimitPeriod];
  return appError('LIMIT_REACHED', { kind, period });
};

/** Runs assertRoomStatement in `tx`; a passed limit is thrown as LIMIT_REACHED (403). */
export const assertRoom = async (
  tx: object,
  ...args: Parameters<typeof assertRoomStatement>
): Promise<void> => {
  try {
    await runPrepared(tx, assertRoomStatement(...args));
  } catch (error) {
    throw limitRefusalOf(error) ?? error;
  }
};

/**
 * What is left of each member's tightest `kind` limit, locking their limit rows (the caller
 * holds their cash rows already); members without a limit are not in the map.
 */
export const roomStatement = (memberIds: readonly bigint[], kind: MoneyLimitKind): Statement => ({
  text: `select m::text as member_id, r.period, r.room::text
    from unnest($1::bigint[]) m cross join lateral compliance_room(m, $2::text, false) r`,
  values: [`{${memberIds.join(',')}}`, kind],
});

export const roomsOf = (rows: readonly unknown[]): Map<string, { period: LimitPeriod; room: bigint }> =>
  new Map(
    (rows as { member_id: string; period: LimitPeriod; room: string }[]).map((row) => [
      row.member_id,
      { period: row.period, room: BigInt(row.room) },
    ]),
  );

/** Whether `amount` more would pass one of the member's `kind` limits (a matcher leaves it to staff). */
export const passesLimit = async (
  tx: object,
  memberId: bigint,
  kind: MoneyLimitKind,
  amount: bigint,
): Promise<boolean> => {
  const tightest = roomsOf(await runPrepared(tx, roomStatement([memberId], kind))).get(memberId.toString());
  return tightest !== undefined && tightest.room < amount;
};
