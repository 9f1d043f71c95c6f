import { randomBytes } from 'node:crypto';
import {
  bankStatementHookAnswer,
  cryptoHookAnswer,
  depositOneQuery,
  satangToBaht,
  toBangkokIso,
  truemoneyHookAnswer,
  type ApiFailure,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowsOf, type Database } from '../db/client.ts';
import { signHookBody } from '../modules/deposits/hook-signature.ts';
import { AppError, appError, notFound } from '../platform/errors.ts';
import { providerHookFor, type SimulatedHook } from './provider-hook-simulation.ts';

/** What the hook answered: a statement, TrueMoney or crypto hook result. */
const simulateAnswer = z.union([bankStatementHookAnswer, truemoneyHookAnswer, cryptoHookAnswer]);

/**
 * Demo only: `POST /api/dev/deposits.simulate { id }` makes the server send itself the SIGNED
 * bank-statement line that pays the member's own open fast/QR request, through the real hook
 * route (signature check, matching, credit, live balance). So a new user sees a deposit land end
 * to end without a bank. Off (404) unless the server runs in demo mode outside production.
 */
export const depositSimulatorRoutes =
  (deps: { db: Database; hookSecret: string; enabled: boolean }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    // The web shows the demo button only where this answers 200.
    app.get(
      '/api/dev/deposits.simulate',
      {
        config: { member: 'credit' },
        schema: {
          tags: ['dev'],
          summary: 'Demo only: 200 when the deposit simulator is on, else 404',
          response: { 200: z.object({ data: z.object({ enabled: z.literal(true) }) }) },
        },
      },
      () => {
        if (!deps.enabled) throw notFound();
        return { data: { enabled: true as const } };
      },
    );

    app.post(
      '/api/dev/deposits.simulate',
      {
        config: { member: 'credit' },
        schema: {
          tags: ['dev'],
          summary:
            "Demo only: send the signed statement line (fast/QR), TrueMoney transfer or USDT transfer that pays one of the member's open requests",
          body: depositOneQuery,
          response: { 200: z.object({ data: simulateAnswer }) },
        },
      },
      async (request) => {
        if (!deps.enabled) throw notFound();
        const [open] = rowsOf<{ bank_id: string; prepare_amount: string }>(
          await deps.db.execute(sql`
            select deposit_bank_id::text as bank_id, prepare_amount::text from deposits
            where id = ${request.body.id}::bigint and member_id = ${request.member.id.toString()}::bigint
              and status = 'PENDING' and method in ('FAST', 'QRCODE')`),
        );
        const hook: SimulatedHook | null = open
          ? { url: '/api/hooks/bank-statement', payload: statementPayload(open) }
          : await providerHookFor(deps.db, request.member.id, request.body.id);
        if (!hook) throw appError('DEPOSIT_NOT_FOUND');
        const reply = await app.inject({
          method: 'POST',
          url: hook.url,
          headers: {
            'content-type': 'application/json',
            'x-signature': signHookBody(deps.hookSecret, hook.payload),
          },
          payload: hook.payload,
        });
        if (reply.statusCode !== 200) {
          const failure = reply.json<ApiFailure>();
          throw new AppError(failure.code, failure.params, {
            message: failure.message,
            fields: failure.fields,
          });
        }
        return reply.json<{ data: z.infer<typeof simulateAnswer> }>();
      },
    );
    done();
  };

const statementPayload = (open: { bank_id: string; prepare_amount: string }): string =>
  JSON.stringify({
    bankId: open.bank_id,
    lines: [
      {
        referTransferId: `DEMO-${randomBytes(6).toString('hex')}`,
        amount: satangToBaht(BigInt(open.prepare_amount)),
        transferAt: toBangkokIso(new Date()),
      },
    ],
  });
