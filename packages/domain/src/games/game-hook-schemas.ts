import { z } from 'zod';
import { gameProviderCodeSchema } from './game-schemas.ts';

/**
 * The seamless wallet (api-contract.md "Partner games"): the provider keeps no balance and calls
 * `POST /api/hooks/games/{provider}/{action}`. Amounts are integer satang (minor units, THB).
 * Business outcomes answer 200 with a `status`; a malformed body is a 400 VALIDATION failure.
 */
export const GAME_HOOK_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type GameHookAction = (typeof GAME_HOOK_ACTIONS)[number];

export const GAME_HOOK_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'USER_DISABLED',
  /** A bet that would pass a loss limit the member set (docs/compliance.md); nothing moves. */
  'LIMIT_REACHED',
] as const;
export type GameHookStatus = (typeof GAME_HOOK_STATUSES)[number];

/** The largest amount one call may carry: 10 million baht in satang (a safe integer). */
export const GAME_MAX_AMOUNT_SATANG = 1_000_000_000;

const idText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`);

const amount = (min: number) =>
  z
    .number({ error: 'amount must be an integer number of satang' })
    .int('amount must be an integer number of satang')
    .min(min, `amount must be at least ${min}`)
    .max(GAME_MAX_AMOUNT_SATANG, `amount must be at most ${GAME_MAX_AMOUNT_SATANG}`);

export const gameHookParams = z.object({ provider: gameProviderCodeSchema });

const session = {
  token: z
    .string({ error: 'token is required' })
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
  user: z.uuid('user must be a member uuid'),
};
const call = {
  ...session,
  transactionId: idText('transactionId'),
  roundId: idText('roundId'),
  gameId: idText('gameId'),
};

export const gameBalanceHookBody = z.object(session);
export const gameBetHookBody = z.object({ ...call, amount: amount(1) });
/** A win of amount 0 closes a lost round. */
export const gameWinHookBody = z.object({
  ...call,
  referenceTransactionId: idText('referenceTransactionId'),
  amount: amount(0),
});
export const gameRollbackHookBody = z.object({
  ...call,
  referenceTransactionId: idText('referenceTransactionId'),
});

export type GameBalanceHookBody = z.infer<typeof gameBalanceHookBody>;
export type GameBetHookBody = z.infer<typeof gameBetHookBody>;
export type GameWinHookBody = z.infer<typeof gameWinHookBody>;
export type GameRollbackHookBody = z.infer<typeof gameRollbackHookBody>;

export const gameBalanceHookAnswer = z.object({
  status: z.enum(GAME_HOOK_STATUSES),
  user: z.string(),
  /** Satang; 0 when the token is not the member's (nothing is disclosed). */
  balance: z.number(),
});
export const gameMoneyHookAnswer = z.object({
  status: z.enum(GAME_HOOK_STATUSES),
  /** The member's balance after the call, in satang; 0 when the token is not the member's. */
  balance: z.number(),
  transactionId: z.string(),
});
export type GameBalanceHookAnswer = z.infer<typeof gameBalanceHookAnswer>;
export type GameMoneyHookAnswer = z.infer<typeof gameMoneyHookAnswer>;
