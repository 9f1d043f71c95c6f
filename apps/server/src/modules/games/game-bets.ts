import type { GameBalanceHookAnswer, GameBetHookBody, GameMoneyHookAnswer } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared-statements.ts';
import { requestHash } from '../../platform/idempotency/index.ts';
import type { BetBatches } from './bet-batches.ts';
import { answerCall, type HookProvider } from './game-call-answers.ts';
import { balanceStatement } from './game-calls-repository.ts';
import { tokenHashOf } from './game-sessions.ts';

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
 * member's turnover, in the next batch of bets (bet-batches.ts). Refused, moving nothing:
 * INVALID_TOKEN, USER_DISABLED (status 3 or 9), TOKEN_EXPIRED (8 h or games.logout),
 * INSUFFICIENT_FUNDS; a known id answers its first answer, DUPLICATE_TRANSACTION or, when a
 * rollback came first, TRANSACTION_ROLLED_BACK.
 */
export const gameBet = (
  db: Database,
  bets: BetBatches,
  provider: HookProvider,
  body: GameBetHookBody,
): Promise<GameMoneyHookAnswer> => {
  const bodyHash = bodyHashOf(provider, 'bet', body);
  return answerCall(
    db,
    { provider, transactionId: body.transactionId, kind: 'bet', bodyHash, user: body.user },
    () =>
      bets({
        tokenHash: tokenHashOf(body.token),
        providerId: provider.id,
        user: body.user,
        transactionId: body.transactionId,
        roundId: body.roundId,
        gameId: body.gameId,
        amount: BigInt(body.amount),
        bodyHash,
      }),
  );
};
