import type { FastifyBaseLogger } from 'fastify';
import { publicSeeds, randomId, type Player } from './players.ts';
import type { Session, WalletClient, WalletResult } from './wallet-client.ts';
import type { RoundSeeds } from '../engine/fairness.ts';
import type { RoundRecord } from '../game-api.ts';

/** A refusal the game screen shows the member, by code (the screen words it in their language). */
export class GameError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    readonly balance?: number,
  ) {
    super(code);
  }
}

export interface RoundDeps {
  wallet: WalletClient;
  log: FastifyBaseLogger;
  /** Waits between tries of a call whose outcome is unknown, in the request; then in the background. */
  retryDelaysMs: number[];
  backgroundDelaysMs: number[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Sends the same call (same transactionId) again while its outcome is unknown. */
const withRetries = async (send: () => Promise<WalletResult>, delays: number[]): Promise<WalletResult> => {
  let result = await send();
  for (const delay of delays) {
    if (result.kind !== 'unknown') break;
    await wait(delay);
    result = await send();
  }
  return result;
};

const BET_REFUSALS: Record<string, [code: string, httpStatus: number]> = {
  INSUFFICIENT_FUNDS: ['INSUFFICIENT_FUNDS', 402],
  INVALID_TOKEN: ['SESSION_EXPIRED', 401],
  TOKEN_EXPIRED: ['SESSION_EXPIRED', 401],
  USER_DISABLED: ['USER_DISABLED', 403],
  LIMIT_REACHED: ['LIMIT_REACHED', 403],
};

/**
 * One round through the seamless wallet: `bet` first (nothing is decided or shown before the site
 * took the stake), then the result from the member's seeds and the next nonce, then `win` (0 for a
 * lost round) retried with the same transactionId until it is answered. A bet whose answer never
 * came is rolled back, so the member is never charged for a round that was not played.
 */
export const playRound = async <T extends RoundRecord['result']>(
  deps: RoundDeps,
  session: Session & { gameId: string },
  player: Player,
  stake: number,
  play: (seeds: RoundSeeds) => Promise<{ result: T; win: number }>,
): Promise<{ record: RoundRecord<T>; balance: number }> => {
  const { wallet, log } = deps;
  const ids = { ...session, roundId: randomId('r-') };
  const betId = randomId('b-');
  const bet = await wallet.bet({ ...ids, transactionId: betId, amount: stake });
  if (bet.kind !== 'answer') {
    if (bet.kind === 'unknown') {
      const rollback = () =>
        wallet.rollback({ ...ids, transactionId: randomId('x-'), referenceTransactionId: betId });
      void withRetries(rollback, [...deps.retryDelaysMs, ...deps.backgroundDelaysMs]).then((result) =>
        log[result.kind === 'answer' ? 'info' : 'error']({ roundId: ids.roundId, result }, 'bet rolled back'),
      );
      throw new GameError('WALLET_UNAVAILABLE', 503);
    }
    log.error({ roundId: ids.roundId, bet }, 'the wallet refused the bet call itself (secret or body)');
    throw new GameError('ROUND_REFUSED', 502);
  }
  if (bet.answer.status !== 'OK') {
    const [code, httpStatus] = BET_REFUSALS[bet.answer.status] ?? ['ROUND_REFUSED', 502];
    throw new GameError(code, httpStatus, bet.answer.balance);
  }

  const seeds = player.seeds;
  const nonce = seeds.nonce++;
  const { result, win } = await play({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce });
  const record: RoundRecord<T> = {
    roundId: ids.roundId,
    gameId: session.gameId,
    at: new Date().toISOString(),
    bet: stake,
    win,
    ...publicSeeds({ ...seeds, nonce }),
    settled: false,
    result,
  };
  const winId = randomId('w-');
  const sendWin = () =>
    wallet.win({ ...ids, transactionId: winId, referenceTransactionId: betId, amount: win });
  const paid = await withRetries(sendWin, deps.retryDelaysMs);
  if (paid.kind === 'answer' && paid.answer.status === 'OK') {
    record.settled = true;
    return { record, balance: paid.answer.balance };
  }
  if (paid.kind === 'unknown') {
    // Keep trying in the background: the site accepts a win for a valid bet whatever the token's age.
    void withRetries(sendWin, deps.backgroundDelaysMs).then((late) => {
      record.settled = late.kind === 'answer' && late.answer.status === 'OK';
      log[record.settled ? 'info' : 'error']({ roundId: ids.roundId, late }, 'late win');
    });
  } else {
    log.error({ roundId: ids.roundId, paid }, 'the wallet did not accept the win');
  }
  return { record, balance: bet.answer.balance };
};
