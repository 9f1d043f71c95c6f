import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '../src/server/wallet-client.ts';

/**
 * A local stand-in for the operator's seamless wallet, for the provider's tests: it checks every
 * signature, keeps balances in satang and applies bet / win / rollback once per transaction id.
 * Tests script failures: a 500, or a call applied whose answer is then lost (connection dropped).
 */
export interface RecordedCall {
  action: string;
  body: Record<string, unknown>;
  signatureValid: boolean;
}

type Failure = '500' | 'drop-after-apply';

export interface WalletStandIn {
  url: string;
  calls: RecordedCall[];
  balances: Map<string, number>;
  /** token -> user */
  tokens: Map<string, string>;
  disabled: Set<string>;
  failNext(action: string, failure: Failure): void;
  close(): Promise<void>;
}

export const startWalletStandIn = async (secret: string): Promise<WalletStandIn> => {
  const calls: RecordedCall[] = [];
  const balances = new Map<string, number>();
  const tokens = new Map<string, string>();
  const disabled = new Set<string>();
  const failures: { action: string; failure: Failure }[] = [];
  const done = new Map<string, { kind: string; amount: number; rolledBack?: boolean; won?: boolean }>();

  const decide = (action: string, b: Record<string, unknown>) => {
    const user = String(b.user);
    const balance = () => balances.get(user) ?? 0;
    if (tokens.get(String(b.token)) !== user) return { status: 'INVALID_TOKEN', balance: 0 };
    if (action === 'balance') return { status: 'OK', user, balance: balance() };
    const id = String(b.transactionId);
    if (done.has(id)) return { status: 'OK', balance: balance(), transactionId: id };
    const ref = done.get(String(b.referenceTransactionId));
    if (action === 'bet') {
      if (disabled.has(user)) return { status: 'USER_DISABLED', balance: balance(), transactionId: id };
      const amount = Number(b.amount);
      if (amount > balance()) return { status: 'INSUFFICIENT_FUNDS', balance: balance(), transactionId: id };
      balances.set(user, balance() - amount);
      done.set(id, { kind: 'bet', amount });
    } else if (action === 'win') {
      if (!ref) return { status: 'TRANSACTION_NOT_FOUND', balance: balance(), transactionId: id };
      balances.set(user, balance() + Number(b.amount));
      ref.won = true;
      done.set(id, { kind: 'win', amount: Number(b.amount) });
    } else if (action === 'rollback') {
      if (ref && !ref.rolledBack && !ref.won) {
        balances.set(user, balance() + ref.amount);
        ref.rolledBack = true;
      }
      done.set(id, { kind: 'rollback', amount: 0 });
    }
    return { status: 'OK', balance: balance(), transactionId: id };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const action = req.url?.split('/').pop() ?? '';
      const expected = Buffer.from(signBody(secret, raw));
      const given = Buffer.from(String(req.headers['x-signature'] ?? ''));
      const signatureValid = given.length === expected.length && timingSafeEqual(given, expected);
      const body = JSON.parse(raw) as Record<string, unknown>;
      calls.push({ action, body, signatureValid });
      if (!req.url?.startsWith('/api/hooks/games/chokdee/') || !signatureValid) {
        res.writeHead(401).end();
        return;
      }
      const failureAt = failures.findIndex((f) => f.action === action);
      const failure = failureAt >= 0 ? failures.splice(failureAt, 1)[0]!.failure : undefined;
      if (failure === '500') {
        res.writeHead(500).end();
        return;
      }
      const data = decide(action, body);
      if (failure === 'drop-after-apply') {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    balances,
    tokens,
    disabled,
    failNext: (action, failure) => failures.push({ action, failure }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
