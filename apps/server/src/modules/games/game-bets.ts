import type { GameBalanceHookAnswer, GameBetHookBody, GameMoneyHookAnswer, Satang } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared-statements.ts';
import { requestHash } from '../../platform/idempotency/index.ts';
import { commitStakeWith, LedgerRefusal, runMoneyTransactionFrom } from '../wallet/index.ts';
import { answerCall, CallRace, type CallDecision, type HookProvider } from './game-call-answers.ts';
import {
  balanceStatement,
  betRecordedStatement,
  betStartStatement,
  type BetStart,
} from './game-calls-repository.ts';
import { tokenHashOf } from './game-sessions.ts';

/** The stake reference of a game bet (its ledger key `game-bet:<row id>`, its turnover contributions). */
export const GAME_BET_REF = 'game-bet';

/** What identifies one call for its idempotency: the provider, the action and the validated body. */
export const bodyHashOf = (provider: HookProvider, action: string, body: object): string =>
  requestHash({ provider: provider.code, action, body });

/** `balance`: the member's available cash in satang; INVALID_TOKEN (balance 0) when the token is not theirs. */
export const gameBalance = async (
  db: Database,
  provider: HookProvider,
  body: { token: string; user: string },
): Promise<GameBalanceHookAnswer> => {
  const [row] = await runPrepared<{ balance: string }>(
    db,
    balanceStatement(tokenHashOf(body.token), provider.id, body.user),
  );
  return row
    ? { status: 'OK', user: body.user, balance: Number(row.balance) }
    : { status: 'INVALID_TOKEN', user: body.user, balance: 0 };
};

/**
 * `bet`: one BET_GAME entry (cash to the game providers' house account) counted towards the
 * member's turnover, in two round trips: the session checked and the bet's row claimed (sent with
 * BEGIN), then the entry, the turnover and the row's answer sent with COMMIT. Refused, moving
 * nothing: INVALID_TOKEN, USER_DISABLED (status 3 or 9), TOKEN_EXPIRED (8 h or games.logout),
 * INSUFFICIENT_FUNDS; a known id answers its first answer, DUPLICATE_TRANSACTION or, when a
 * rollback came first, TRANSACTION_ROLLED_BACK.
 */
export const gameBet = async (
  db: Database,
  provider: HookProvider,
  body: GameBetHookBody,
): Promise<GameMoneyHookAnswer> => {
  const bodyHash = bodyHashOf(provider, 'bet', body);
  let memberId: bigint | null = null;
  const start = betStartStatement({
    tokenHash: tokenHashOf(body.token),
    providerId: provider.id,
    user: body.user,
    transactionId: body.transactionId,
    roundId: body.roundId,
    gameId: body.gameId,
    amount: BigInt(body.amount),
    bodyHash,
  });
  const run = () =>
    runMoneyTransactionFrom<BetStart, CallDecision>(db, start, async (tx, [row]) => {
      if (!row) return { kind: 'refused', status: 'INVALID_TOKEN', memberId: null };
      const member = BigInt(row.member_id);
      memberId = member;
      if (row.known) return { kind: 'known', known: row.known, memberId: member };
      if (row.status === 3 || row.status === 9)
        return { kind: 'refused', status: 'USER_DISABLED', memberId: member };
      if (!row.live) return { kind: 'refused', status: 'TOKEN_EXPIRED', memberId: member };
      if (row.claimed === null) throw new CallRace(member);
      const ref = { type: GAME_BET_REF, id: row.claimed };
      const [recorded = []] = await commitStakeWith(
        tx,
        {
          memberId: member,
          amount: BigInt(body.amount) as Satang,
          type: 'BET_GAME',
          house: 'HOUSE_GAME_PROVIDERS',
          ref,
          owesTurnover: row.owes_turnover,
        },
        [betRecordedStatement(row.claimed, `${ref.type}:${ref.id}`, member)],
      );
      const [answer] = recorded as { balance_after: string }[];
      return { kind: 'done', balance: BigInt(answer?.balance_after ?? 0), memberId: member, moved: true };
    });
  return answerCall(
    db,
    { provider, transactionId: body.transactionId, kind: 'bet', bodyHash, user: body.user },
    run,
    (error) =>
      error instanceof LedgerRefusal && memberId !== null
        ? { status: 'INSUFFICIENT_FUNDS', memberId }
        : undefined,
  );
};
