import type { Satang } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared-statements.ts';
import { roomsOf, roomStatement } from '../compliance/index.ts';
import {
  commitBulkStakesWith,
  lockedCashStatement,
  runMoneyTransactionFrom,
  type MoneyTx,
} from '../wallet/index.ts';
import { CallRace, type CallDecision } from './game-call-answers.ts';
import {
  betBatchStartStatement,
  betsRecordedStatement,
  unclaimStatement,
  type BatchedBet,
  type BatchedBetStart,
} from './game-calls-repository.ts';

/** The stake reference of a game bet (its ledger key `game-bet:<row id>`, its turnover contributions). */
export const GAME_BET_REF = 'game-bet';

/** A bet call as the batch reads it (its place in the batch is given when the batch is formed). */
export type BetCall = Omit<BatchedBet, 'i'>;

/** Submits a bet to the next batch; answers what its money transaction decided, or rejects with CallRace. */
export type BetBatches = (bet: BetCall) => Promise<CallDecision>;

// Batches in flight at once (each holds one pooled connection), and bets per batch. A bet that
// arrives while fewer batches are in flight starts one at once: an idle site adds no wait. Two,
// not more: under load the bets that arrive during a batch's three round trips wait for the next
// one, so fewer batches in flight means larger ones, and a batch's round trips, statements and
// COMMIT cost about the same for 5 bets as for 50 (docs/performance.md, game wallet).
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 64;

interface Pending {
  bet: BetCall;
  resolve: (decision: CallDecision) => void;
  reject: (error: unknown) => void;
}

type Outcome = CallDecision | CallRace;

/**
 * Bets in one money transaction each (docs/games.md, "Bet batches"): a busy provider's bets share
 * the BEGIN, the round trips and the COMMIT (one WAL flush), and each still gets its own ledger
 * entry, its own answer and every rule of a lone bet. Two copies of one transaction id never share
 * a batch: the later waits for the next one, where it finds the first as known. A bet of a player
 * whose bets are in a batch in flight waits for the next batch too: that batch holds the player's
 * cash row, so a batch holding the bet would wait for it, and every other bet in it with it.
 */
export const betBatches = (db: Database): BetBatches => {
  const queue: Pending[] = [];
  const playersInFlight = new Set<string>();
  let inFlight = 0;
  const startBatches = (): void => {
    while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
      const batch = takeBatch(queue, playersInFlight);
      if (batch.length === 0) return;
      const players = new Set(batch.map((pending) => pending.bet.user));
      for (const player of players) playersInFlight.add(player);
      inFlight++;
      void runBatch(db, batch).finally(() => {
        for (const player of players) playersInFlight.delete(player);
        inFlight--;
        startBatches();
      });
    }
  };
  return (bet) =>
    new Promise<CallDecision>((resolve, reject) => {
      queue.push({ bet, resolve, reject });
      startBatches();
    });
};

const callKey = (bet: BetCall): string => `${bet.providerId}:${bet.transactionId}`;

const takeBatch = (queue: Pending[], playersInFlight: ReadonlySet<string>): Pending[] => {
  const batch: Pending[] = [];
  const ids = new Set<string>();
  const rest: Pending[] = [];
  for (const pending of queue) {
    const key = callKey(pending.bet);
    if (batch.length < MAX_BATCH && !ids.has(key) && !playersInFlight.has(pending.bet.user)) {
      ids.add(key);
      batch.push(pending);
    } else rest.push(pending);
  }
  queue.splice(0, queue.length, ...rest);
  return batch;
};

const runBatch = async (db: Database, batch: Pending[]): Promise<void> => {
  const bets = batch.map((pending, i): BatchedBet => ({ ...pending.bet, i }));
  try {
    const outcomes = await runMoneyTransactionFrom<BatchedBetStart, Outcome[]>(
      db,
      betBatchStartStatement(bets),
      (tx, rows) => decide(tx, bets, rows),
    );
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (outcome === undefined || outcome instanceof CallRace) pending.reject(outcome);
      else pending.resolve(outcome);
    });
  } catch (error) {
    for (const pending of batch) pending.reject(error);
  }
};

interface ClaimedBet {
  i: number;
  claimed: string;
  memberId: bigint;
  amount: bigint;
  owesTurnover: boolean;
  lossLimited: boolean;
}

/**
 * Each bet's outcome, in batch order: refused as a lone bet would be (no session INVALID_TOKEN,
 * USER_DISABLED, TOKEN_EXPIRED), known, a race, or — its row claimed — accepted while the member's
 * available cash, read with the cash rows locked, covers it, else INSUFFICIENT_FUNDS, and what is
 * left of their loss limits does, else LIMIT_REACHED (a refused bet's row is given back). The
 * accepted bets' entries, turnover and rows go with the COMMIT.
 */
const decide = async (tx: MoneyTx, bets: BatchedBet[], rows: BatchedBetStart[]): Promise<Outcome[]> => {
  const outcomes: Outcome[] = bets.map(() => ({ kind: 'refused', status: 'INVALID_TOKEN', memberId: null }));
  const claimed: ClaimedBet[] = [];
  for (const row of rows) {
    const memberId = BigInt(row.member_id);
    if (row.known) outcomes[row.i] = { kind: 'known', known: row.known, memberId };
    else if (row.status === 3 || row.status === 9)
      outcomes[row.i] = { kind: 'refused', status: 'USER_DISABLED', memberId };
    else if (!row.live) outcomes[row.i] = { kind: 'refused', status: 'TOKEN_EXPIRED', memberId };
    else if (row.claimed === null) outcomes[row.i] = new CallRace(memberId);
    else {
      const amount = bets[row.i]?.amount ?? 0n;
      claimed.push({
        i: row.i,
        claimed: row.claimed,
        memberId,
        amount,
        owesTurnover: row.owes_turnover,
        lossLimited: row.loss_limited,
      });
    }
  }
  if (claimed.length === 0) return outcomes;
  claimed.sort((a, b) => a.i - b.i);

  const members = [...new Set(claimed.map((bet) => bet.memberId))];
  const locked = await runPrepared<{ member_id: string; available: string }>(
    tx,
    lockedCashStatement(members),
  );
  const available = new Map(locked.map((row) => [row.member_id, BigInt(row.available)]));
  // Read with the cash rows locked, so no other stake of these members moves meanwhile.
  const limited = [...new Set(claimed.filter((bet) => bet.lossLimited).map((bet) => bet.memberId))];
  const rooms = roomsOf(limited.length > 0 ? await runPrepared(tx, roomStatement(limited, 'loss')) : []);
  const accepted: (ClaimedBet & { balanceAfter: bigint })[] = [];
  const unclaimed: string[] = [];
  for (const bet of claimed) {
    const key = bet.memberId.toString();
    const before = available.get(key) ?? 0n;
    if (before < bet.amount) {
      unclaimed.push(bet.claimed);
      outcomes[bet.i] = { kind: 'refused', status: 'INSUFFICIENT_FUNDS', memberId: bet.memberId };
      continue;
    }
    const room = rooms.get(key);
    if (room && room.room < bet.amount) {
      unclaimed.push(bet.claimed);
      outcomes[bet.i] = { kind: 'refused', status: 'LIMIT_REACHED', memberId: bet.memberId };
      continue;
    }
    if (room) room.room -= bet.amount;
    const balanceAfter = before - bet.amount;
    available.set(key, balanceAfter);
    accepted.push({ ...bet, balanceAfter });
    outcomes[bet.i] = { kind: 'done', balance: balanceAfter, memberId: bet.memberId, moved: true };
  }

  const recorded = accepted.map((bet) => ({
    claimed: bet.claimed,
    entryKey: `${GAME_BET_REF}:${bet.claimed}`,
    balanceAfter: bet.balanceAfter,
  }));
  await commitBulkStakesWith(
    tx,
    {
      type: 'BET_GAME',
      house: 'HOUSE_GAME_PROVIDERS',
      refType: GAME_BET_REF,
      stakes: accepted.map((bet) => ({
        memberId: bet.memberId,
        amount: bet.amount as Satang,
        refId: bet.claimed,
        owesTurnover: bet.owesTurnover,
      })),
    },
    [
      ...(recorded.length > 0 ? [betsRecordedStatement(recorded)] : []),
      ...(unclaimed.length > 0 ? [unclaimStatement(unclaimed)] : []),
    ],
  );
  return outcomes;
};
