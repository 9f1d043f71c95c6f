import { createHmac } from 'node:crypto';
import { z } from 'zod';

/**
 * The operator's seamless wallet, as the contract fixes it: `POST {site}/api/hooks/games/{provider}/
 * {action}`, JSON body signed in `x-signature` (lowercase hex HMAC-SHA256 of the raw body), amounts
 * in integer satang, business outcomes as `200 { data: { status, ... } }`.
 */
export const WALLET_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'USER_DISABLED',
  'LIMIT_REACHED',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

const answerSchema = z.object({
  data: z.object({
    status: z.enum(WALLET_STATUSES),
    balance: z.number().int(),
    transactionId: z.string().optional(),
    user: z.string().optional(),
  }),
});
export type WalletAnswer = z.infer<typeof answerSchema>['data'];

/**
 * `answer`: the site decided (any status). `refused`: a 4xx, the site rejected the call itself
 * (signature, body): a fault of ours, retrying the same call cannot help. `unknown`: no answer
 * (network, timeout, 5xx, garbage): the call may or may not have taken effect.
 */
export type WalletResult =
  | { kind: 'answer'; answer: WalletAnswer }
  | { kind: 'refused'; httpStatus: number }
  | { kind: 'unknown'; reason: string };

export interface Session {
  token: string;
  user: string;
}
interface Call extends Session {
  transactionId: string;
  roundId: string;
  gameId: string;
}

export interface WalletClient {
  balance(session: Session): Promise<WalletResult>;
  bet(call: Call & { amount: number }): Promise<WalletResult>;
  win(call: Call & { referenceTransactionId: string; amount: number }): Promise<WalletResult>;
  rollback(call: Call & { referenceTransactionId: string }): Promise<WalletResult>;
}

export interface WalletClientOptions {
  siteUrl: string;
  provider: string;
  secret: string;
  timeoutMs?: number;
}

export const signBody = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body).digest('hex');

export const createWalletClient = ({
  siteUrl,
  provider,
  secret,
  timeoutMs = 5000,
}: WalletClientOptions): WalletClient => {
  const post = async (action: string, payload: object): Promise<WalletResult> => {
    // Exactly the contract's fields, in a fixed order: the body signed is the body sent.
    const body = JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetch(new URL(`/api/hooks/games/${provider}/${action}`, siteUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'unknown', reason: (error as Error).message };
    }
    if (response.status >= 500) return { kind: 'unknown', reason: `HTTP ${response.status}` };
    if (response.status !== 200) {
      await response.body?.cancel();
      return { kind: 'refused', httpStatus: response.status };
    }
    const parsed = answerSchema.safeParse(await response.json().catch(() => null));
    return parsed.success
      ? { kind: 'answer', answer: parsed.data.data }
      : { kind: 'unknown', reason: 'bad answer' };
  };
  return {
    balance: ({ token, user }) => post('balance', { token, user }),
    bet: ({ token, user, transactionId, roundId, gameId, amount }) =>
      post('bet', { token, user, transactionId, roundId, gameId, amount }),
    win: ({ token, user, transactionId, referenceTransactionId, roundId, gameId, amount }) =>
      post('win', { token, user, transactionId, referenceTransactionId, roundId, gameId, amount }),
    rollback: ({ token, user, transactionId, referenceTransactionId, roundId, gameId }) =>
      post('rollback', { token, user, transactionId, referenceTransactionId, roundId, gameId }),
  };
};
