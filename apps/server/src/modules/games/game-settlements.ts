import type { GameMoneyHookAnswer, GameRollbackHookBody, GameWinHookBody } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared-statements.ts';
import { earnPoints } from '../loyalty/index.ts';
import { postEntry, reverseTurnover, runMoneyTransactionFrom, type MoneyTx } from '../wallet/index.ts';
import { answerCall, CallRace, type CallDecision, type HookProvider } from './game-call-answers.ts';
import { GAME_BET_REF } from './bet-batches.ts';
import { bodyHashOf } from './game-bets.ts';
import {
  claimStatement,
  lockBetStatement,
  settledStatement,
  settleStartStatement,
  type CallRow,
  type CallStart,
  type LockedBet,
} from './game-calls-repository.ts';
import { tokenHashOf } from './game-sessions.ts';

type Settlement = GameWinHookBody | GameRollbackHookBody;

/** Another member's bet, or a win or rollback's id, is no bet of this member's. */
const ownBet = (bet: LockedBet, memberId: bigint): boolean =>
  bet.kind === 'bet' && BigInt(bet.member_id) === memberId;

/** Claims the call's row; a concurrent copy holding its id rolls this one back (CallRace). */
const claim = async (tx: MoneyTx, row: CallRow): Promise<string> => {
  const [claimed] = await runPrepared<{ id: string }>(tx, claimStatement(row));
  if (!claimed) throw new CallRace(row.memberId);
  return claimed.id;
};

/** The call's row answered: its entry (if any) and the balance after it; the bet gets its state. */
const settle = async (
  tx: MoneyTx,
  input: {
    callId: string;
    entryKey: string | null;
    memberId: bigint;
    betId: string | null;
    settled: 'WON' | 'ROLLED_BACK';
  },
): Promise<CallDecision> => {
  const [row] = await runPrepared<{ balance_after: string }>(tx, settledStatement(input));
  return {
    kind: 'done',
    balance: BigInt(row?.balance_after ?? 0),
    memberId: input.memberId,
    moved: input.entryKey !== null,
  };
};

/**
 * A win or a rollback: the session may be of any age (money owed is always paid), the call's id
 * is checked as known, then `decide` runs with the referenced bet's row locked, so the calls of
 * one bet take turns.
 */
const settlement = (
  db: Database,
  provider: HookProvider,
  body: Settlement,
  kind: 'win' | 'rollback',
  decide: (tx: MoneyTx, call: CallRow, bet: LockedBet | undefined) => Promise<CallDecision>,
): Promise<GameMoneyHookAnswer> => {
  const bodyHash = bodyHashOf(provider, kind, body);
  const start = settleStartStatement(tokenHashOf(body.token), provider.id, body.user, body.transactionId);
  const run = () =>
    runMoneyTransactionFrom<CallStart, CallDecision>(db, start, async (tx, [row]) => {
      if (!row) return { kind: 'refused', status: 'INVALID_TOKEN', memberId: null };
      const memberId = BigInt(row.member_id);
      if (row.known) return { kind: 'known', known: row.known, memberId };
      const call: CallRow = {
        providerId: provider.id,
        transactionId: body.transactionId,
        kind,
        memberId,
        roundId: body.roundId,
        gameId: body.gameId,
        amount: 0n,
        referenceTransactionId: body.referenceTransactionId,
        bodyHash,
        outcome: 'OK',
        settled: null,
      };
      const [bet] = await runPrepared<LockedBet>(
        tx,
        lockBetStatement(provider.id, body.referenceTransactionId),
      );
      return decide(tx, call, bet && ownBet(bet, memberId) ? bet : undefined);
    });
  return answerCall(
    db,
    { provider, transactionId: body.transactionId, kind, bodyHash, user: body.user },
    run,
  );
};

/** One entry from the game providers' house account to the member's cash; answers its ledger key. */
const payFromProviders = async (
  tx: MoneyTx,
  type: 'WIN_GAME' | 'REFUND_GAME',
  refType: 'game-win' | 'game-rollback',
  callId: string,
  memberId: bigint,
  amount: bigint,
): Promise<string> => {
  const entryKey = `${refType}:${callId}`;
  await postEntry(tx, {
    type,
    idempotencyKey: entryKey,
    ref: { type: refType, id: callId },
    lines: [
      { account: { memberId, kind: 'CASH' }, amount },
      { account: { house: 'HOUSE_GAME_PROVIDERS' }, amount: -amount },
    ],
  });
  return entryKey;
};

/**
 * `win` (amount may be 0: a lost round closed): one WIN_GAME entry from the game providers' house
 * account, and the bet's loyalty points. TRANSACTION_NOT_FOUND for a bet never accepted, TRANSACTION_ROLLED_BACK for a rolled-back one.
 */
export const gameWin = (
  db: Database,
  provider: HookProvider,
  body: GameWinHookBody,
): Promise<GameMoneyHookAnswer> =>
  settlement(db, provider, body, 'win', async (tx, call, bet) => {
    if (!bet) return { kind: 'refused', status: 'TRANSACTION_NOT_FOUND', memberId: call.memberId };
    if (bet.settled === 'ROLLED_BACK')
      return { kind: 'refused', status: 'TRANSACTION_ROLLED_BACK', memberId: call.memberId };
    const amount = BigInt(body.amount);
    const callId = await claim(tx, { ...call, amount });
    // A win of 0 closes the round without an entry (an entry moves a non-zero amount).
    const entryKey =
      amount > 0n ? await payFromProviders(tx, 'WIN_GAME', 'game-win', callId, call.memberId, amount) : null;
    // The round settled: its stake earns loyalty points once (a second win call of the bet earns none).
    await earnPoints(tx, 'game', [
      { memberId: call.memberId, turnover: BigInt(bet.amount), source: `${GAME_BET_REF}:${bet.id}` },
    ]);
    return settle(tx, { callId, entryKey, memberId: call.memberId, betId: bet.id, settled: 'WON' });
  });

/** The rollback of a bet of this member's, locked: the stake back unless it was won or already rolled back. */
const rollBack = async (tx: MoneyTx, call: CallRow, bet: LockedBet): Promise<CallDecision> => {
  if (bet.settled === 'WON')
    return { kind: 'refused', status: 'DUPLICATE_TRANSACTION', memberId: call.memberId };
  if (bet.settled === 'ROLLED_BACK') {
    const callId = await claim(tx, call);
    return settle(tx, {
      callId,
      entryKey: null,
      memberId: call.memberId,
      betId: null,
      settled: 'ROLLED_BACK',
    });
  }
  const amount = BigInt(bet.amount);
  const callId = await claim(tx, { ...call, amount });
  const entryKey = await payFromProviders(tx, 'REFUND_GAME', 'game-rollback', callId, call.memberId, amount);
  // After the entry: the member's account, then the turnover rows, the order a bet locks them in.
  await reverseTurnover(tx, GAME_BET_REF, [bet.id]);
  return settle(tx, { callId, entryKey, memberId: call.memberId, betId: bet.id, settled: 'ROLLED_BACK' });
};

/**
 * `rollback`: the bet's stake back (one REFUND_GAME entry) and its turnover taken back. A rollback
 * of a bet not seen yet answers OK, moves nothing, and leaves the bet's row as a mark so the bet
 * arriving later is refused (TRANSACTION_ROLLED_BACK); of a bet already rolled back, OK and
 * nothing moves; of a bet that has a win, DUPLICATE_TRANSACTION (nothing moves).
 */
export const gameRollback = (
  db: Database,
  provider: HookProvider,
  body: GameRollbackHookBody,
): Promise<GameMoneyHookAnswer> =>
  settlement(db, provider, body, 'rollback', async (tx, call, bet) => {
    if (bet) return rollBack(tx, call, bet);
    // Not seen: the mark claims the bet's id, so a bet arriving concurrently queues on it.
    const [mark] = await runPrepared<{ id: string }>(
      tx,
      claimStatement({
        ...call,
        kind: 'bet',
        transactionId: body.referenceTransactionId,
        referenceTransactionId: null,
        bodyHash: null,
        outcome: 'TRANSACTION_ROLLED_BACK',
        settled: 'ROLLED_BACK',
      }),
    );
    if (mark) {
      const callId = await claim(tx, call);
      return settle(tx, {
        callId,
        entryKey: null,
        memberId: call.memberId,
        betId: null,
        settled: 'ROLLED_BACK',
      });
    }
    // The id was taken meanwhile (the bet committed while the mark waited) or is not this member's bet.
    const [again] = await runPrepared<LockedBet>(
      tx,
      lockBetStatement(call.providerId, body.referenceTransactionId),
    );
    return again && ownBet(again, call.memberId)
      ? rollBack(tx, call, again)
      : { kind: 'refused', status: 'TRANSACTION_NOT_FOUND', memberId: call.memberId };
  });
