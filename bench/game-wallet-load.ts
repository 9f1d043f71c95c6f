/**
 * The load generator of bench/game-wallet.ts, in its own process: autocannon with BENCH_CONNECTIONS
 * connections for BENCH_SECONDS against BENCH_URL, each request a new call. BENCH_TARGET=app: a
 * signed `bet` of 1 satang with a fresh transactionId by a player (round robin) of BENCH_PLAYERS_FILE;
 * BENCH_TARGET=bare: `{ id, amount: 1 }`. Prints `{ perSecond, requests, non2xx, errors, p99Ms, refused, clientCpuMs }`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { signHookBody } from '../apps/server/src/modules/deposits/index.ts';
import type { GameWalletReady } from './game-wallet-server.ts';

// autocannon ships no types: the part of its API used here.
interface Request {
  method: string;
  setupRequest: (request: object) => object;
  onResponse: (status: number, body: string) => void;
}
interface Result {
  requests: { total: number };
  duration: number;
  non2xx: number;
  errors: number;
  latency: { p99: number };
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: Request[];
}) => Promise<Result>;

const players = JSON.parse(
  readFileSync(process.env.BENCH_PLAYERS_FILE ?? '', 'utf8'),
) as GameWalletReady['players'];
const secret = process.env.BENCH_SECRET ?? '';
const isApp = process.env.BENCH_TARGET === 'app';
const run = `${process.pid}-${Date.now()}`;
let next = 0;

const bodyOf = (): string => {
  const n = next++;
  const player = players[n % players.length];
  if (!player) throw new Error('no players');
  if (!isApp) return JSON.stringify({ id: Number(player.user), amount: 1 });
  return JSON.stringify({
    token: player.token,
    user: player.user,
    transactionId: `b-${run}-${n}`,
    roundId: `r-${run}-${n}`,
    gameId: 'bench-slot',
    amount: 1,
  });
};

let refused = 0;
const instance = autocannon({
  url: `${process.env.BENCH_URL}${isApp ? '/api/hooks/games/bench/bet' : '/bare'}`,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  duration: Number(process.env.BENCH_SECONDS ?? 5),
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        const body = bodyOf();
        return {
          ...request,
          body,
          headers: {
            'content-type': 'application/json',
            ...(isApp ? { 'x-signature': signHookBody(secret, body) } : {}),
          },
        };
      },
      onResponse: (status, body) => {
        if (status === 200 && !body.includes('"status":"OK"')) refused++;
      },
    },
  ],
});
const cpu0 = process.cpuUsage();
const result = await instance;
const cpu = process.cpuUsage(cpu0);
console.log(
  JSON.stringify({
    perSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    p99Ms: result.latency.p99,
    refused,
    clientCpuMs: (cpu.user + cpu.system) / 1000,
  }),
);
