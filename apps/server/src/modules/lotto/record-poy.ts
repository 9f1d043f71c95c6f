import { isFourDFamily, type RoundFamily, type TransactionType } from '@chokdee/domain';
import { param, sql } from 'drizzle-orm';
import { pgErrorOf } from '../../db/pg-error.ts';
import type { Database } from '../../db/client.ts';
import { statementOf, type Statement } from '../../db/prepared-statements.ts';
import { appError } from '../../platform/errors.ts';
import {
  commitWith,
  type MoneyTx,
  postEntry,
  recordTurnover,
  runMoneyTransactionFrom,
} from '../wallet/index.ts';
import {
  addExposureCtes,
  numberStatesJson,
  parseNumberStates,
  rateMovedCheck,
  type NumberKey,
  type NumberStates,
} from './exposure.ts';
import { roundClosed } from './poy-guards.ts';
import { isRoundOpen, type RoundRow } from './round-view.ts';

/** A priced line, ready to store: satang, hundredths. */
export interface PricedLine {
  number: string;
  option: string;
  price: bigint;
  multiply: number | null;
  sets: number | null;
  /** The most it can win (satang): added to the round's exposure. */
  payout: bigint;
  /** The stake sold on its number before this slip for which its rate holds (sameRateRange); null: no bound. */
  soldAbove: bigint | null;
  soldUpTo: bigint | null;
}

/** What checking and pricing a slip read of the round, as locked inside the placing transaction. */
export type LockedRound = Pick<
  RoundRow,
  'id' | 'family' | 'status' | 'openAt' | 'closeAt' | 'rates' | 'bounds' | 'tiers' | 'roundMax'
>;

/**
 * Checks the lines against the round and prices them on the states of their numbers; throws the
 * slip's refusal (a 400 line problem, a dropped rate). Pure: it runs on a snapshot, which the
 * last statement re-checks under the row locks.
 */
export type PriceLines = (round: LockedRound, states: NumberStates) => PricedLine[];

export const betEntryType = (family: RoundFamily): TransactionType => {
  if (isFourDFamily(family)) return 'BET_SET_4';
  if (family === 'gov') return 'BET_GOV';
  if (family === 'stock') return 'BET_STOCK';
  return 'BET_YEEKEE';
};

interface PoyInput {
  memberId: bigint;
  roundId: bigint;
  /** The sum of the prices (satang): it does not depend on the rates. */
  total: bigint;
  /** The slip's numbers. */
  keys: readonly NumberKey[];
  note: string | null;
  idempotencyKey: string | null;
  requestHash: string;
}

interface StartRow {
  family: string;
  status: string;
  open_at: Date | string;
  close_at: Date | string;
  rates: unknown;
  bounds: unknown;
  tiers: unknown;
  round_max: string | null;
  poy_id: string;
  /** The database clock after the round's lock was taken: it decides whether the round is open. */
  db_now: Date | string;
  open_turnover: boolean;
  numbers: unknown;
}

/**
 * The first statement of a placement: the round under a share lock, the poy row, and (unlocked, a
 * snapshot to price on) the rules and sold stake of the slip's numbers. The lock makes a staff
 * close, void or rule change (which lock the round for update) wait for slips in flight, and every
 * later slip see the change, so the rules read by later statements of this transaction are final.
 * Also answers whether the member has an open turnover requirement (none: no turnover update).
 * The poy's time is the database clock once the lock is held (clock_timestamp, not the
 * transaction's start), the time the open check below is made against.
 */
const startStatement = (db: Database, input: PoyInput): Statement => {
  const roundId = input.roundId.toString();
  return statementOf(
    db,
    sql`
      with round as (
        select family, status, open_at, close_at, rates, bounds, tiers, round_max from lotto_rounds where id = ${roundId}::bigint for share),
      poy as (
        insert into poys (member_id, round_id, total, note, idempotency_key, request_hash, created_at)
        select ${input.memberId.toString()}::bigint, ${roundId}::bigint, ${input.total.toString()}::bigint, ${input.note}, ${input.idempotencyKey}, ${input.requestHash}, clock_timestamp()
        from round
        returning id, created_at)
      select round.family, round.status, round.open_at, round.close_at, round.rates, round.bounds, round.tiers, round.round_max::text,
        (select id::text from poy) as poy_id, (select created_at from poy) as db_now,
        exists (select 1 from credit_turnovers where member_id = ${input.memberId.toString()}::bigint and met_at is null) as open_turnover,
        ${numberStatesJson(input.roundId, input.keys)} as numbers
      from round`,
  );
};

/** What the first statement answered; no row: no such round, 404 (the transaction rolls back). */
const startedPoy = (row: StartRow | undefined, input: PoyInput) => {
  if (!row) throw appError('ROUND_NOT_FOUND');
  const round: LockedRound = {
    id: input.roundId,
    family: row.family,
    status: row.status,
    openAt: new Date(row.open_at),
    closeAt: new Date(row.close_at),
    rates: row.rates,
    bounds: row.bounds,
    tiers: row.tiers,
    roundMax: row.round_max === null ? null : BigInt(row.round_max),
  };
  if (!isRoundOpen(round, new Date(row.db_now))) throw roundClosed();
  return {
    round,
    poyId: BigInt(row.poy_id),
    openTurnover: row.open_turnover,
    snapshot: parseNumberStates(row.numbers),
  };
};

/**
 * The poy's lines and their exposure, then COMMIT, in one round trip (commitWith): the exposure
 * rows (hot: a 1-digit option has 10 numbers) stay locked only while the server runs it and
 * commits. Under the locks the statement checks each number's stake sold before this slip against
 * the range its lines were priced for and aborts the transaction (see retryWhileRatesMove) when
 * one left it. Last, right before COMMIT, the database clock must still be before the round's
 * close (lotto_assert_open, SQLSTATE CD002): a slip that waited past it is refused, not committed.
 */
const addLinesAndCommit = async (
  tx: MoneyTx,
  round: LockedRound,
  poyId: bigint,
  lines: readonly PricedLine[],
): Promise<void> => {
  const roundId = round.id;
  const column = <T>(of: (line: PricedLine) => T) => param(lines.map(of));
  await commitWith(
    tx,
    statementOf(
      tx,
      sql`
    with inserted as (
      insert into poy_lines (poy_id, round_id, number, option, price, multiply, sets, payout)
      select ${poyId.toString()}::bigint, ${roundId.toString()}::bigint, l.number, l.option, l.price, l.multiply, l.sets, l.payout
      from unnest(${column((l) => l.number)}::text[], ${column((l) => l.option)}::text[],
        ${column((l) => l.price.toString())}::bigint[], ${column((l) => l.multiply)}::int[],
        ${column((l) => l.sets)}::int[], ${column((l) => l.payout.toString())}::bigint[])
        as l(number, option, price, multiply, sets, payout)),
    ${addExposureCtes(roundId, lines)}
    ${rateMovedCheck(sql`lotto_assert_open(${round.closeAt.toISOString()}::timestamptz)`)}`,
    ),
  );
};

// SQLSTATE of lotto_rate_moved (migration 0013) and of lotto_assert_open (migration 0015).
const RATE_MOVED = 'CD001';
const ROUND_CLOSED = 'CD002';
const PLACE_ATTEMPTS = 5;

/**
 * Runs `place` (the money transaction of recordPoy) again, on a fresh snapshot, while its last
 * statement finds that a rate moved between the snapshot and the row locks: the retry prices the
 * slip on what is sold now (a lower rate, a closed number, or 409 RATE_CHANGED for a confirmed
 * rate). A rate moves only when a concurrent slip crosses a tier (or a cancel falls back under
 * one) in that moment, so the second attempt nearly always settles it; after PLACE_ATTEMPTS the
 * member is asked to try again (409).
 */
export const retryWhileRatesMove = async (place: () => Promise<bigint>): Promise<bigint> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await place();
    } catch (error) {
      if (pgErrorOf(error)?.code === ROUND_CLOSED) throw roundClosed();
      if (pgErrorOf(error)?.code !== RATE_MOVED) throw error;
      if (attempt >= PLACE_ATTEMPTS) throw appError('RATES_CHANGING');
    }
  }
};

/**
 * Stores a poy in its own money transaction and answers its id. The order keeps the exposure rows
 * (hot: a 1-digit option has 10 numbers) locked as briefly as possible: first, sent with BEGIN,
 * the round's share lock with the poy row and a snapshot of the slip's numbers; then what touches
 * only this member (the BET_* ledger debit of the total, the turnover); last, sent with COMMIT,
 * the lines with their exposure, whose upsert takes the row locks. The lines are checked and
 * priced on the snapshot; a refusal or a ledger refusal (not enough money) rolls all of it back,
 * and so does a rate that moved under the locks, after which the slip is placed again on a fresh
 * snapshot (retryWhileRatesMove). No such round: 404.
 */
export const recordPoy = (db: Database, input: PoyInput & { price: PriceLines }): Promise<bigint> =>
  retryWhileRatesMove(() =>
    runMoneyTransactionFrom<StartRow, bigint>(db, startStatement(db, input), async (tx, [row]) => {
      const { round, poyId, openTurnover, snapshot } = startedPoy(row, input);
      const stored = input.price(round, snapshot);
      await postEntry(tx, {
        type: betEntryType(round.family as RoundFamily),
        lines: [
          { account: { memberId: input.memberId, kind: 'CASH' }, amount: -input.total },
          { account: { house: 'HOUSE_BETS_IN_PLAY' }, amount: input.total },
        ],
        idempotencyKey: `poy:${poyId}`,
        ref: { type: 'poy', id: poyId.toString() },
      });
      if (openTurnover)
        await recordTurnover(tx, input.memberId, input.total, { type: 'poy', id: poyId.toString() });
      await addLinesAndCommit(tx, round, poyId, stored);
      return poyId;
    }),
  );
