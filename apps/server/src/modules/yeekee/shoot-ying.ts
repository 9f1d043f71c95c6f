import {
  SHOOTING_FAMILIES,
  YING_COOLDOWN_SECONDS,
  YING_MESSAGES,
  type CreateYingRequest,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';

/** 429 with the seconds until the member may shoot again (the route sets Retry-After). */
export class YingCooldownError extends AppError {
  constructor(readonly retryAfter: number) {
    super('RATE_LIMITED', 429, YING_MESSAGES.cooldown);
  }
}

export interface AcceptedShot {
  seq: number;
  yingNumber: string;
  createdAt: Date;
  /** The round's running count and sum right after this shot (for the live frame). */
  count: number;
  sum: bigint;
}

const SHOOTING = sql.raw(`(${SHOOTING_FAMILIES.map((f) => `'${f}'`).join(', ')})`);

/** Thrown inside the transaction to roll back the cooldown the refused statement may have taken. */
class Refused extends Error {}

/**
 * yings.create: one statement in one short transaction —
 *  1. the round must be a shooting family, not drawn or voided, and open for shooting at `now`
 *     (open_at <= now < result_at: result_at is close + the shooting minutes, so close + 2 min
 *     exactly is already closed);
 *  2. the member's cooldown row moves to `now` only if the last accepted shot is >= 5 s old
 *     (a conditional upsert: two concurrent shots of one member cannot both pass);
 *  3. the round's counter row is incremented (count + 1, sum + shot) unless the draw closed it;
 *     its row lock orders concurrent shots of the round on every node, and a rollback gives the
 *     number back, so sequence numbers are 1..N without gaps or repeats;
 *  4. the shot is inserted with that number.
 * The counter lock is held only from step 3 to COMMIT. When the statement accepts nothing, the
 * transaction rolls back (undoing a cooldown step 2 took) and the reason is read afterwards.
 */
export const shootYing = async (
  db: Database,
  input: { memberId: bigint; body: CreateYingRequest; now?: Date },
): Promise<AcceptedShot> => {
  const now = (input.now ?? new Date()).toISOString();
  const { betId, yingNumber } = input.body;
  try {
    return await db.transaction(async (tx) => {
      const [row] = rowsOf<{ seq: number; count: number; sum: string }>(
        await tx.execute(sql`
          with round as (
            select id from lotto_rounds
            where id = ${betId}::bigint and family in ${SHOOTING}
              and status in ('SCHEDULED', 'OPEN', 'CLOSED', 'SHOOTING')
              and open_at <= ${now}::timestamptz and result_at > ${now}::timestamptz
          ), cooled as (
            insert into lotto_ying_cooldowns (member_id, last_at)
            select ${input.memberId.toString()}::bigint, ${now}::timestamptz from round
            on conflict (member_id) do update set last_at = excluded.last_at
              where lotto_ying_cooldowns.last_at <= excluded.last_at - make_interval(secs => ${YING_COOLDOWN_SECONDS})
            returning member_id
          ), counted as (
            insert into lotto_ying_counters (round_id, count, sum)
            select ${betId}::bigint, 1, ${yingNumber}::bigint from cooled
            on conflict (round_id) do update
              set count = lotto_ying_counters.count + 1, sum = lotto_ying_counters.sum + excluded.sum
              where not lotto_ying_counters.closed
            returning count, sum
          ), inserted as (
            insert into lotto_yings (round_id, seq, member_id, ying_number, created_at)
            select ${betId}::bigint, count, ${input.memberId.toString()}::bigint, ${yingNumber}, ${now}::timestamptz from counted
            returning seq, created_at
          )
          select i.seq, c.count, c.sum::text from inserted i cross join counted c`),
      );
      if (!row) throw new Refused();
      return {
        seq: Number(row.seq),
        yingNumber,
        createdAt: new Date(now),
        count: Number(row.count),
        sum: BigInt(row.sum),
      };
    });
  } catch (error) {
    if (error instanceof Refused) throw await whyRefused(db, input.memberId, betId, now);
    throw error;
  }
};

/** The reason a shot was not accepted, read after the rollback. */
const whyRefused = async (db: Database, memberId: bigint, betId: string, now: string): Promise<AppError> => {
  const [state] = rowsOf<{
    shooting_family: boolean;
    window_open: boolean;
    counter_closed: boolean | null;
    wait: number | null;
  }>(
    await db.execute(sql`
      select r.family in ${SHOOTING} as shooting_family,
        r.status in ('SCHEDULED', 'OPEN', 'CLOSED', 'SHOOTING') and r.open_at <= ${now}::timestamptz and r.result_at > ${now}::timestamptz as window_open,
        (select closed from lotto_ying_counters where round_id = r.id) as counter_closed,
        (select ceil(extract(epoch from c.last_at + make_interval(secs => ${YING_COOLDOWN_SECONDS}) - ${now}::timestamptz))::int
           from lotto_ying_cooldowns c where c.member_id = ${memberId.toString()}::bigint) as wait
      from lotto_rounds r where r.id = ${betId}::bigint`),
  );
  if (!state) return notFound('Round not found');
  if (!state.shooting_family) return new AppError('BAD_REQUEST', 400, YING_MESSAGES.notYeekee);
  if (!state.window_open || state.counter_closed)
    return new AppError('BAD_REQUEST', 400, YING_MESSAGES.roundClosed);
  return new YingCooldownError(Math.max(1, state.wait ?? YING_COOLDOWN_SECONDS));
};
