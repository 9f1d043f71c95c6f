import { isFourDFamily, type RoundFamily, type TransactionType } from '@chokdee/domain';
import { param, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { postEntry } from '../wallet/post-entry.ts';
import type { MoneyTx } from '../wallet/money-transaction.ts';
import { recordTurnover } from '../wallet/turnover.ts';
import {
  addedStatesSelect,
  addExposureCte,
  numberStatesJson,
  parseNumberStates,
  readAddedStates,
  type ExposureLine,
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
}

/** What checking and pricing a slip read of the round, as locked inside the placing transaction. */
export type LockedRound = Pick<
  RoundRow,
  'id' | 'family' | 'status' | 'openAt' | 'closeAt' | 'rates' | 'bounds' | 'tiers' | 'roundMax'
>;

/**
 * Checks the lines against the round and prices them on the states of their numbers; throws the
 * slip's refusal (a 400 line problem, a dropped rate). Pure, so it runs on the snapshot and again
 * on the states under the locks.
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
  open_turnover: boolean;
  numbers: unknown;
}

/**
 * The first statement of a placement: the round under a share lock, the poy row, and (unlocked, a
 * snapshot to price on) the rules and sold stake of the slip's numbers. The lock makes a staff
 * close, void or rule change (which lock the round for update) wait for slips in flight, and every
 * later slip see the change, so the rules read by later statements of this transaction are final.
 * Also answers whether the member has an open turnover requirement (none: no turnover update).
 * No round: null (the transaction is to be rolled back).
 */
const startPoy = async (tx: MoneyTx, input: PoyInput, now: Date) => {
  const roundId = input.roundId.toString();
  const [row] = rowsOf<StartRow>(
    await tx.execute(sql`
      with round as (
        select family, status, open_at, close_at, rates, bounds, tiers, round_max from lotto_rounds where id = ${roundId}::bigint for share),
      poy as (
        insert into poys (member_id, round_id, total, note, idempotency_key, request_hash)
        select ${input.memberId.toString()}::bigint, ${roundId}::bigint, ${input.total.toString()}::bigint, ${input.note}, ${input.idempotencyKey}, ${input.requestHash}
        from round
        returning id)
      select round.family, round.status, round.open_at, round.close_at, round.rates, round.bounds, round.tiers, round.round_max::text,
        (select id::text from poy) as poy_id,
        exists (select 1 from credit_turnovers where member_id = ${input.memberId.toString()}::bigint and met_at is null) as open_turnover,
        ${numberStatesJson(input.roundId, input.keys)} as numbers
      from round`),
  );
  if (!row) return null;
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
  if (!isRoundOpen(round, now)) throw roundClosed();
  return {
    round,
    poyId: BigInt(row.poy_id),
    openTurnover: row.open_turnover,
    snapshot: parseNumberStates(row.numbers),
  };
};

/** The poy's lines and their exposure in one statement; answers the numbers' states under the row locks. */
const addLines = async (
  tx: MoneyTx,
  roundId: bigint,
  poyId: bigint,
  lines: readonly PricedLine[],
): Promise<NumberStates> => {
  const exposure: ExposureLine[] = lines.map((l) => ({
    option: l.option,
    number: l.number,
    stake: l.price,
    payout: l.payout,
  }));
  const result = await tx.execute(sql`
    with inserted as (
      insert into poy_lines (poy_id, round_id, number, option, price, multiply, sets, payout)
      select ${poyId.toString()}::bigint, ${roundId.toString()}::bigint, l.number, l.option, l.price, l.multiply, l.sets, l.payout
      from unnest(${param(lines.map((l) => l.number))}::text[], ${param(lines.map((l) => l.option))}::text[],
        ${param(lines.map((l) => l.price.toString()))}::bigint[], ${param(lines.map((l) => l.multiply))}::int[],
        ${param(lines.map((l) => l.sets))}::int[], ${param(lines.map((l) => l.payout.toString()))}::bigint[])
        as l(number, option, price, multiply, sets, payout)),
    ${addExposureCte(roundId, exposure)}
    ${addedStatesSelect(roundId)}`);
  return readAddedStates(result, exposure);
};

/**
 * Re-prices lines stored at a snapshot's rate whose rate under the locks differs (a concurrent slip
 * crossed a tier in between, or a cancel fell back under one): their rate and payout, and the
 * payout on their numbers' exposure. Rare; nothing to do when every rate held.
 */
const repriceLines = async (
  tx: MoneyTx,
  roundId: bigint,
  poyId: bigint,
  stored: readonly PricedLine[],
  final: readonly PricedLine[],
): Promise<void> => {
  const changed = final.flatMap((line, i) => {
    const before = stored[i];
    return before && before.multiply !== line.multiply ? [{ line, delta: line.payout - before.payout }] : [];
  });
  if (changed.length === 0) return;
  const column = <T>(of: (c: (typeof changed)[number]) => T) => param(changed.map(of));
  await tx.execute(sql`
    with fixed as (
      update poy_lines l set multiply = v.multiply, payout = v.payout
      from (select distinct * from unnest(${column((c) => c.line.option)}::text[], ${column((c) => c.line.number)}::text[],
        ${column((c) => c.line.price.toString())}::bigint[], ${column((c) => c.line.multiply)}::int[], ${column((c) => c.line.payout.toString())}::bigint[])
        as x(option, number, price, multiply, payout)) v
      where l.poy_id = ${poyId.toString()}::bigint and l.option = v.option and l.number = v.number and l.price = v.price
      returning 1)
    update lotto_exposure e set payout = e.payout + d.delta
    from (select option, number, sum(delta) as delta
          from unnest(${column((c) => c.line.option)}::text[], ${column((c) => c.line.number)}::text[], ${column((c) => c.delta.toString())}::bigint[])
            as x(option, number, delta)
          group by option, number) d
    where e.round_id = ${roundId.toString()}::bigint and e.option = d.option and e.number = d.number`);
};

/**
 * Stores a poy inside the caller's money transaction and answers its id. The order keeps the
 * exposure rows (hot: a 1-digit option has 10 numbers) locked as briefly as possible: first the
 * round's share lock with the poy row and a snapshot of the slip's numbers, then what touches only
 * this member (the BET_* ledger debit of the total, the turnover), and last the lines with their
 * exposure, whose upsert takes the row locks and answers the stake sold before this slip; COMMIT
 * follows. The lines are checked and priced on the snapshot, then again on the locked states: a
 * refusal rolls everything back, a rate that moved in between is corrected in place. A ledger
 * refusal (not enough money) rolls all of it back too. No such round: 404.
 */
export const recordPoy = async (
  tx: MoneyTx,
  input: PoyInput & { now: Date; price: PriceLines },
): Promise<bigint> => {
  const started = await startPoy(tx, input, input.now);
  if (!started) throw notFound('Round not found');
  const { round, poyId, openTurnover, snapshot } = started;
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
  if (openTurnover) await recordTurnover(tx, input.memberId, input.total);
  const locked = await addLines(tx, input.roundId, poyId, stored);
  await repriceLines(tx, input.roundId, poyId, stored, input.price(round, locked));
  return poyId;
};
