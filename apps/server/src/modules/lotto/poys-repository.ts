import {
  priceBoundsFromStored,
  rateTiersFromStored,
  satang,
  type DiscountOffer,
  type PayMode,
  type PricingRound,
  type RateTable,
  type RoundFamily,
  type Satang,
} from '@chokdee/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import type { Statement } from '../../db/prepared-statements.ts';
import { lottoFamilySettings, lottoRounds, poys } from '../../db/schema/index.ts';
import { hasLimitSql } from '../compliance/index.ts';
import { owesTurnoverSql, runMoneyTransactionFrom, type MoneyTx } from '../wallet/index.ts';
import {
  addExposureCtes,
  exposureArrays,
  keyArrays,
  numberStatesJson,
  parseNumberStates,
  rateMovedCheck,
  type NumberKey,
  type NumberStates,
} from './exposure.ts';

/** A poy about to be placed: who, on which round, what it costs (the sum of its prices). */
export interface NewPoy {
  memberId: bigint;
  roundId: bigint;
  total: Satang;
  /** How the member pays; under `discount` the total is the prices less their discounts. */
  payMode: PayMode;
  /** The poy's numbers. */
  keys: readonly NumberKey[];
  note: string | null;
  idempotencyKey: string | null;
  requestHash: string;
}

/** A line as the poy stores it: satang, hundredths; a 4D line has sets and no rate. */
export interface StoredLine extends NumberKey {
  price: Satang;
  /** What the discount took off the price (0 under full pay). */
  discount: Satang;
  rate: number | null;
  sets: number | null;
  /** The most it can win: added to its number's exposure. */
  payout: Satang;
  /** The stake sold on its number before this poy for which its rate holds; null: no bound. */
  soldAbove: Satang | null;
  soldUpTo: Satang | null;
}

/** The round as locked by the placing transaction, read into the domain's units. */
export interface PlacingRound extends Omit<PricingRound, 'family'> {
  id: bigint;
  family: RoundFamily;
  status: string;
  openAt: Date;
  closeAt: Date;
}

/** What the first statement of a placement answered. */
export interface OpenPlacement {
  round: PlacingRound;
  poyId: bigint;
  /** The database clock once the round's lock was held: it decides whether the round is open. */
  now: Date;
  /** Whether the member owes turnover (wallet's owesTurnoverSql). */
  owesTurnover: boolean;
  /** Whether the member set a loss limit (its check then goes with the COMMIT). */
  lossLimited: boolean;
  /** A snapshot, unlocked, of the rules and stake sold of the poy's numbers, to price on. */
  numbers: NumberStates;
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
  db_now: Date | string;
  owes_turnover: boolean;
  loss_limited: boolean;
  numbers: unknown;
}

// $1 round, $2 member, $3 total, $4 note, $5 idempotency key, $6 request hash, $7 options and
// $8 numbers of the poy's distinct keys, $9 pay mode.
const START = `
  with round as (
    select family, status, open_at, close_at, rates, bounds, tiers, round_max from lotto_rounds where id = $1::bigint for share),
  poy as (
    insert into poys (member_id, round_id, total, note, idempotency_key, request_hash, pay_mode, created_at)
    select $2::bigint, $1::bigint, $3::bigint, $4::text, $5::text, $6::text, $9::text, clock_timestamp()
    from round
    returning id, created_at)
  select round.family, round.status, round.open_at, round.close_at, round.rates, round.bounds, round.tiers, round.round_max::text,
    (select id::text from poy) as poy_id, (select created_at from poy) as db_now,
    ${owesTurnoverSql('$2')} as owes_turnover,
    ${hasLimitSql('$2', 'loss')} as loss_limited,
    ${numberStatesJson('$1', '$7', '$8')} as numbers
  from round`;

/**
 * The first statement of a placement: the round under a share lock, the poy row, and (unlocked, a
 * snapshot to price on) the rules and sold stake of the poy's numbers. The lock makes a staff
 * close, void or rule change (which lock the round for update) wait for poys in flight, and every
 * later poy see the change, so the rules read by later statements of this transaction are final.
 * The poy's time is the database clock once the lock is held (clock_timestamp, not the
 * transaction's start).
 */
const startStatement = (poy: NewPoy): Statement => {
  const { options, numbers } = keyArrays(poy.keys);
  return {
    text: START,
    values: [
      poy.roundId.toString(),
      poy.memberId.toString(),
      poy.total.toString(),
      poy.note,
      poy.idempotencyKey,
      poy.requestHash,
      options,
      numbers,
      poy.payMode === 'discount' ? 'DISCOUNT' : 'FULL',
    ],
  };
};

const openPlacementOf = (row: StartRow, roundId: bigint): OpenPlacement => ({
  round: {
    id: roundId,
    family: row.family as RoundFamily,
    status: row.status,
    openAt: new Date(row.open_at),
    closeAt: new Date(row.close_at),
    rates: row.rates as RateTable,
    bounds: priceBoundsFromStored(row.bounds),
    tiers: rateTiersFromStored(row.tiers),
    roundMax: row.round_max === null ? null : satang(row.round_max),
  },
  poyId: BigInt(row.poy_id),
  now: new Date(row.db_now),
  owesTurnover: row.owes_turnover,
  lossLimited: row.loss_limited,
  numbers: parseNumberStates(row.numbers),
});

/**
 * Opens the money transaction of a placement with its first statement sent with BEGIN (one round
 * trip) and runs `work` on what it answered; null: no such round (the transaction rolls back
 * when `work` throws). `work` ends with the stake and linesStatement sent with COMMIT.
 */
export const openPlacement = <T>(
  db: Database,
  poy: NewPoy,
  work: (tx: MoneyTx, placement: OpenPlacement | null) => Promise<T>,
): Promise<T> =>
  runMoneyTransactionFrom<StartRow, T>(db, startStatement(poy), (tx, [row]) =>
    work(tx, row ? openPlacementOf(row, poy.roundId) : null),
  );

// $1 poy, $2 round, the lines' $3 options, $4 numbers, $5 prices (stakes), $6 payouts, $7 and $8
// the range of stake sold their rate holds for, $9 rates, $10 sets; $11 the round's close; $12
// the lines' discounts.
const LINES = `
  with inserted as (
    insert into poy_lines (poy_id, round_id, number, option, price, discount, multiply, sets, payout)
    select $1::bigint, $2::bigint, l.number, l.option, l.price, l.discount, l.multiply, l.sets, l.payout
    from unnest($4::text[], $3::text[], $5::bigint[], $12::bigint[], $9::int[], $10::int[], $6::bigint[])
      as l(number, option, price, discount, multiply, sets, payout)),
  ${addExposureCtes({ round: '$2', options: '$3', numbers: '$4', stakes: '$5', payouts: '$6', soldAbove: '$7', soldUpTo: '$8' })}
  ${rateMovedCheck('lotto_assert_open($11::timestamptz)')}`;

/**
 * The statement of the poy's lines and their exposure, sent with COMMIT (the wallet's
 * commitStakeWith): the exposure rows (hot: a 1-digit option has 10 numbers) stay locked only
 * while the server runs it and commits. Under the locks it checks each number's stake sold before
 * this poy against the range its lines were priced for and aborts the transaction (isRateMoved)
 * when one left it. Last, right before COMMIT, the database clock must still be before the
 * round's close (lotto_assert_open: isClosedAtCommit).
 */
export const linesStatement = (placement: OpenPlacement, lines: readonly StoredLine[]): Statement => {
  const { round, poyId } = placement;
  const { options, numbers, stakes, payouts, soldAbove, soldUpTo } = exposureArrays(lines);
  return {
    text: LINES,
    values: [
      poyId.toString(),
      round.id.toString(),
      options,
      numbers,
      stakes,
      payouts,
      soldAbove,
      soldUpTo,
      lines.map((l) => l.rate),
      lines.map((l) => l.sets),
      round.closeAt.toISOString(),
      lines.map((l) => l.discount.toString()),
    ],
  };
};

// SQLSTATE of lotto_rate_moved (migration 0013) and of lotto_assert_open (migration 0015).
const RATE_MOVED = 'CD001';
const ROUND_CLOSED = 'CD002';

/** The placement's last statement found a number's stake outside the range its lines were priced for. */
export const isRateMoved = (error: unknown): boolean => pgErrorOf(error)?.code === RATE_MOVED;

/** The round closed (database clock) while the placement waited, before it could commit. */
export const isClosedAtCommit = (error: unknown): boolean => pgErrorOf(error)?.code === ROUND_CLOSED;

/** The poy a member placed under an Idempotency-Key, with the hash of the body that placed it. */
export const findPoyByKey = async (
  db: Database,
  memberId: bigint,
  key: string,
): Promise<{ id: bigint; requestHash: string } | undefined> => {
  const [poy] = await db
    .select({ id: poys.id, requestHash: poys.requestHash })
    .from(poys)
    .where(and(eq(poys.memberId, memberId), eq(poys.idempotencyKey, key)));
  return poy;
};

/** One of the member's poys with its round, the poy row locked for a cancel. */
export const lockMemberPoy = async (tx: MoneyTx, memberId: bigint, poyId: bigint) => {
  const [found] = await tx
    .select({ poy: poys, round: lottoRounds })
    .from(poys)
    .innerJoin(lottoRounds, eq(lottoRounds.id, poys.roundId))
    .where(and(eq(poys.id, poyId), eq(poys.memberId, memberId)))
    .for('update', { of: poys });
  return found;
};

/** Takes a refunded poy's stake and payout off its round's exposure and marks it CANCELLED. */
export const markPoyCancelled = async (tx: MoneyTx, poyId: bigint, now: Date): Promise<void> => {
  await tx.execute(sql`
    update lotto_exposure e set stake = e.stake - l.price,
      payout = e.payout - l.payout
    from poy_lines l
    where l.poy_id = ${poyId.toString()}::bigint and e.round_id = l.round_id and e.option = l.option and e.number = l.number`);
  await tx.update(poys).set({ status: 'CANCELLED', cancelledAt: now }).where(eq(poys.id, poyId));
};

/** The discount its family offers now on a round's poys: undefined for no such round, null for none. */
export const findRoundDiscount = async (
  db: Database,
  roundId: bigint,
): Promise<DiscountOffer | null | undefined> => {
  const [row] = await db
    .select({ discount: lottoFamilySettings.discount })
    .from(lottoRounds)
    .leftJoin(lottoFamilySettings, eq(lottoFamilySettings.family, lottoRounds.family))
    .where(eq(lottoRounds.id, roundId));
  return row === undefined ? undefined : ((row.discount as DiscountOffer | null) ?? null);
};

/** Whether the member has ever placed a poy (the /main checklist's "first bet"). */
export const hasPlacedPoy = async (db: Database, memberId: bigint): Promise<boolean> =>
  (await db.select({ id: poys.id }).from(poys).where(eq(poys.memberId, memberId)).limit(1)).length > 0;
