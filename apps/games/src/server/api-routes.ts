import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { baccaratReturns, BACCARAT_BETS, dealBaccarat } from '../engine/baccarat.ts';
import { deriveOutcome } from '../engine/fairness.ts';
import { spinSlot } from '../engine/slot.ts';
import { LINE_COUNT } from '../engine/slot-paytable.ts';
import { BACCARAT_LIMITS, SLOT_LINE_BETS } from '../engine/limits.ts';
import { publicSeeds, type Player, type Players } from './players.ts';
import { GameError, playRound, type RoundDeps } from './round.ts';
import type { GameSession, Sessions } from './sessions.ts';

const spinBody = z.object({ lineBet: z.number().refine((n) => SLOT_LINE_BETS.includes(n)) });
const spot = z
  .number()
  .int()
  .min(0)
  .max(BACCARAT_LIMITS.maxPerSpot)
  .refine((n) => n % BACCARAT_LIMITS.unit === 0);
const dealBody = z.object({
  bets: z.object(
    Object.fromEntries(BACCARAT_BETS.map((bet) => [bet, spot])) as Record<
      (typeof BACCARAT_BETS)[number],
      typeof spot
    >,
  ),
});
/** Printable ASCII without spaces, so the HMAC message `clientSeed:nonce` reads the same everywhere. */
const rotateBody = z.object({
  clientSeed: z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/)
    .optional(),
});

interface Deps {
  players: Players;
  sessions: Sessions;
  round: RoundDeps;
}

/** The JSON API the game screens call; the screen's session id travels in `x-game-session`. */
export const apiRoutes = (app: FastifyInstance, { players, sessions, round }: Deps) => {
  const fail = (reply: FastifyReply, code: string, status: number, balance?: number) =>
    reply.code(status).send({ error: { code, ...(balance === undefined ? {} : { balance }) } });

  /** Resolves the screen's session and its member, and runs `act` with the member's round lock. */
  const withSession = async (
    req: FastifyRequest,
    reply: FastifyReply,
    act: (session: GameSession, player: Player) => Promise<unknown>,
  ) => {
    const session = sessions.find(req.headers['x-game-session'] as string | undefined);
    if (!session) return fail(reply, 'SESSION_EXPIRED', 401);
    const player = await players.get(session.user);
    if (player.busy) return fail(reply, 'ROUND_IN_PROGRESS', 409);
    player.busy = true;
    try {
      return await act(session, player);
    } catch (error) {
      if (error instanceof GameError) return fail(reply, error.code, error.httpStatus, error.balance);
      throw error;
    } finally {
      player.busy = false;
    }
  };

  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.get('/api/session', (req, reply) =>
    withSession(req, reply, async (session, player) => {
      const answer = await round.wallet.balance(session);
      const balance =
        answer.kind === 'answer' && answer.answer.status === 'OK' ? answer.answer.balance : null;
      return { balance, seeds: publicSeeds(player.seeds) };
    }),
  );

  app.post('/api/slot/spin', (req, reply) =>
    withSession(req, reply, async (session, player) => {
      const body = spinBody.safeParse(req.body);
      if (!body.success || session.gameId !== 'chokdee-slot') return fail(reply, 'INVALID_BET', 400);
      const { lineBet } = body.data;
      const { record, balance } = await playRound(
        round,
        session,
        player,
        lineBet * LINE_COUNT,
        async (seeds) => {
          const outcome = await deriveOutcome(seeds, (random) => spinSlot(random, lineBet));
          return { result: { lineBet, ...outcome }, win: outcome.win };
        },
      );
      sessions.record(session, record);
      return { round: record, balance, seeds: publicSeeds(player.seeds) };
    }),
  );

  app.post('/api/baccarat/deal', (req, reply) =>
    withSession(req, reply, async (session, player) => {
      const body = dealBody.safeParse(req.body);
      const stake = body.success ? Object.values(body.data.bets).reduce((sum, n) => sum + n, 0) : 0;
      if (!body.success || stake === 0 || session.gameId !== 'chokdee-baccarat')
        return fail(reply, 'INVALID_BET', 400);
      const { bets } = body.data;
      const { record, balance } = await playRound(round, session, player, stake, async (seeds) => {
        const hand = await deriveOutcome(seeds, dealBaccarat);
        const returns = baccaratReturns(bets, hand);
        return {
          result: { bets, hand, returns },
          win: Object.values(returns).reduce((sum, n) => sum + n, 0),
        };
      });
      sessions.record(session, record);
      return { round: record, balance, seeds: publicSeeds(player.seeds) };
    }),
  );

  app.post('/api/seeds/rotate', (req, reply) =>
    withSession(req, reply, async (_session, player) => {
      const body = rotateBody.safeParse(req.body ?? {});
      if (!body.success) return fail(reply, 'INVALID_SEED', 400);
      return players.rotate(player, body.data.clientSeed);
    }),
  );

  app.get('/api/history', async (req, reply) => {
    const session = sessions.find(req.headers['x-game-session'] as string | undefined);
    if (!session) return fail(reply, 'SESSION_EXPIRED', 401);
    const player = await players.get(session.user);
    return session.rounds.map((r) => ({ ...r, serverSeed: player.revealed.get(r.serverSeedHash) ?? null }));
  });
};
