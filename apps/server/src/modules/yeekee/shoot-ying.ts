import {
  SHOOTING_FAMILIES,
  YING_COOLDOWN_SECONDS,
  YING_MESSAGES,
  type CreateYingRequest,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { AppError, appError } from '../../platform/errors.ts';

/** 429 with the seconds until the member may shoot again (the route sets Retry-After). */
export class YingCooldownError extends AppError {
  constructor(readonly retryAfter: number) {
    super('RATE_LIMITED', undefined, { message: YING_MESSAGES.cooldown });
  }
}

export interface AcceptedShot {
  seq: number;
  yingNumber: string;
  createdAt: Date;
  /** The round's count and sum after the batch this shot was accepted in (for the live frame). */
  count: number;
  sum: bigint;
}

interface QueuedShot {
  memberId: bigint;
  yingNumber: string;
  resolve: (shot: AcceptedShot) => void;
  reject: (error: unknown) => void;
}

const SHOOTING = sql.raw(`(${SHOOTING_FAMILIES.map((f) => `'${f}'`).join(', ')})`);
const OPEN_STATUSES = sql.raw(`('SCHEDULED', 'OPEN', 'CLOSED', 'SHOOTING')`);

/** Thrown inside the transaction to roll it back: the draw closed the counter under the batch. */
class CounterClosed extends Error {}

/**
 * yings.create. Shots of one round arriving at one node while its previous batch is being written
 * are queued and written together as the next batch — group commit at the application level. The
 * round's counter row serializes every shot of the round on every node and is held until COMMIT,
 * so one shot per transaction would cap a round at one shot per commit flush; a batch takes its
 * numbers with one `count + k`. Acceptance order is queue order, batch after batch. A shot's time
 * is the database clock when its batch is written (never the Node clock when it arrived): it
 * decides the shooting window and the cooldown.
 */
export const shootYing = (
  db: Database,
  input: { memberId: bigint; body: CreateYingRequest },
): Promise<AcceptedShot> =>
  new Promise((resolve, reject) => {
    queueOf(db, input.body.betId).push({
      memberId: input.memberId,
      yingNumber: input.body.yingNumber,
      resolve,
      reject,
    });
    void drain(db, input.body.betId);
  });

interface RoundQueue {
  waiting: QueuedShot[];
  writing: boolean;
}

const queues = new WeakMap<Database, Map<string, RoundQueue>>();

const stateOf = (db: Database, roundId: string) => {
  let rounds = queues.get(db);
  if (!rounds) queues.set(db, (rounds = new Map<string, RoundQueue>()));
  let state = rounds.get(roundId);
  if (!state) rounds.set(roundId, (state = { waiting: [], writing: false }));
  return { rounds, state };
};
const queueOf = (db: Database, roundId: string) => stateOf(db, roundId).state.waiting;

/** Writes the queued shots of a round batch after batch, one batch in flight per round per node. */
const drain = async (db: Database, roundId: string): Promise<void> => {
  const { rounds, state } = stateOf(db, roundId);
  if (state.writing) return;
  state.writing = true;
  try {
    while (state.waiting.length > 0) {
      const batch = state.waiting.splice(0, MAX_BATCH);
      await writeBatch(db, roundId, batch).catch((error: unknown) => batch.forEach((s) => s.reject(error)));
    }
  } finally {
    state.writing = false;
    if (state.waiting.length === 0) rounds.delete(roundId);
  }
};

/** Shots per transaction at most: bounds the statement and the time the counter row is held. */
const MAX_BATCH = 500;

/**
 * One batch in one transaction and one statement, its time `at` the database clock
 * (clock_timestamp) when the statement runs:
 *  1. keep the shots if `at` is inside the round's shooting window (a shooting family, not
 *     drawn or voided, open_at <= at < result_at — close + 2 min exactly is closed);
 *  2. move each member's cooldown to the shot's time only if the last accepted shot is >= 5 s
 *     older (a conditional upsert: concurrent shots of one member on two nodes cannot both pass);
 *  3. add the accepted shots to the round's counter (count + k, sum + their numbers) unless the
 *     draw closed it — under the counter's row lock, taken after the member rows, every node in
 *     the same order — and number them count − k + 1 … count in queue order;
 *  4. insert them.
 * No sequence object (a rollback would leave a gap): numbers come from the counter row, and a
 * rolled-back batch returns them. If the counter was closed under the batch, the transaction
 * rolls back so that no refused shot costs a cooldown.
 */
const writeBatch = async (db: Database, roundId: string, batch: QueuedShot[]): Promise<void> => {
  // A member twice in one batch: the later shot is within 5 s of the earlier, refused whatever happens to it.
  const seen = new Set<bigint>();
  const unique: QueuedShot[] = [];
  for (const shot of batch) {
    if (seen.has(shot.memberId)) shot.reject(new YingCooldownError(YING_COOLDOWN_SECONDS));
    else {
      seen.add(shot.memberId);
      unique.push(shot);
    }
  }
  const rows = unique.map((s, pos) => ({
    pos,
    member_id: s.memberId.toString(),
    ying_number: s.yingNumber,
  }));
  let accepted: Array<{ pos: number; seq: number }> = [];
  let totals = { count: 0, sum: 0n };
  let shotAt = new Date(0);
  try {
    await db.transaction(async (tx) => {
      const answer = rowsOf<{
        pos: number | null;
        seq: number | null;
        cooled: number;
        count: number | null;
        sum: string | null;
        at: Date | string;
      }>(
        await tx.execute(sql`
          with clock as materialized (select clock_timestamp() as at
          ), batch as (
            select b.*, clock.at from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(pos int, member_id bigint, ying_number text) cross join clock
          ), eligible as (
            select b.* from batch b join lotto_rounds r on r.id = ${roundId}::bigint
            where r.family in ${SHOOTING} and r.status in ${OPEN_STATUSES} and r.open_at <= b.at and r.result_at > b.at
          ), cooled as (
            insert into lotto_ying_cooldowns (member_id, last_at)
            select member_id, at from eligible order by member_id
            on conflict (member_id) do update set last_at = excluded.last_at
              where lotto_ying_cooldowns.last_at <= excluded.last_at - make_interval(secs => ${YING_COOLDOWN_SECONDS})
            returning member_id
          ), accepted as (
            select e.pos, e.member_id, e.ying_number, e.at, row_number() over (order by e.pos) as k, count(*) over () as n
            from eligible e join cooled c using (member_id)
          ), counted as (
            insert into lotto_ying_counters (round_id, count, sum)
            select ${roundId}::bigint, count(*), sum(ying_number::bigint) from accepted having count(*) > 0
            on conflict (round_id) do update
              set count = lotto_ying_counters.count + excluded.count, sum = lotto_ying_counters.sum + excluded.sum
              where not lotto_ying_counters.closed
            returning count, sum
          ), inserted as (
            insert into lotto_yings (round_id, seq, member_id, ying_number, created_at)
            select ${roundId}::bigint, c.count - a.n + a.k, a.member_id, a.ying_number, a.at from accepted a cross join counted c
            returning seq, member_id
          )
          select a.pos, i.seq, (select count(*)::int from cooled) as cooled, c.count, c.sum::text, (select at from clock) as at
          from (select 1) one
            left join counted c on true
            left join inserted i on true
            left join accepted a on a.member_id = i.member_id`),
      );
      const first = answer[0];
      accepted = answer
        .filter((r) => r.pos !== null && r.seq !== null)
        .map((r) => ({ pos: Number(r.pos), seq: Number(r.seq) }));
      if (accepted.length < Number(first?.cooled ?? 0)) throw new CounterClosed();
      totals = { count: Number(first?.count ?? 0), sum: BigInt(first?.sum ?? '0') };
      shotAt = new Date(first?.at ?? 0);
    });
  } catch (error) {
    if (!(error instanceof CounterClosed)) throw error;
    accepted = [];
  }
  const seqOf = new Map(accepted.map((a) => [a.pos, a.seq]));
  for (const [pos, shot] of unique.entries()) {
    const seq = seqOf.get(pos);
    if (seq === undefined) whyRefused(db, shot.memberId, roundId).then(shot.reject).catch(shot.reject);
    else shot.resolve({ seq, yingNumber: shot.yingNumber, createdAt: shotAt, ...totals });
  }
};

/** The reason a shot was not accepted, read after its batch (by the database clock, as the batch). */
const whyRefused = async (db: Database, memberId: bigint, roundId: string): Promise<AppError> => {
  const now = sql`clock_timestamp()`;
  const [state] = rowsOf<{
    shooting_family: boolean;
    window_open: boolean;
    counter_closed: boolean | null;
    wait: number | null;
  }>(
    await db.execute(sql`
      select r.family in ${SHOOTING} as shooting_family,
        r.status in ${OPEN_STATUSES} and r.open_at <= ${now} and r.result_at > ${now} as window_open,
        (select closed from lotto_ying_counters where round_id = r.id) as counter_closed,
        (select ceil(extract(epoch from c.last_at + make_interval(secs => ${YING_COOLDOWN_SECONDS}) - ${now}))::int
           from lotto_ying_cooldowns c where c.member_id = ${memberId.toString()}::bigint) as wait
      from lotto_rounds r where r.id = ${roundId}::bigint`),
  );
  if (!state) return appError('ROUND_NOT_FOUND');
  if (!state.shooting_family) return appError('NOT_A_SHOOTING_ROUND');
  if (!state.window_open || state.counter_closed) return appError('SHOOTING_CLOSED');
  return new YingCooldownError(Math.max(1, state.wait ?? YING_COOLDOWN_SECONDS));
};
