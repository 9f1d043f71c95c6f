import {
  bahtAmountSchema,
  defaultStatementWindow,
  isoInstantSchema,
  satangToBaht,
  toBangkokIso,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { validationError } from '../../platform/errors.ts';
import { findStatement } from './find-statement.ts';
import { getMemberBalances } from './get-member-balances.ts';
import { moveAfToMoney } from './move-af-to-money.ts';
import { getCreditTurnover } from './turnover.ts';

const tags = ['wallet'];
const bearer = [{ bearer: [] }];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

const statementLine = z.object({
  id: z.string(),
  transactionType: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  createdAt: z.string(),
  remark: z.string().nullable(),
  /** A server-written remark's code and parameters (REMARK_CODES), for clients that translate. */
  remarkCode: z.string().nullable(),
  remarkParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
});
// The body may be absent or {}: both mean the default window (spec §9).
const statementQuery = z
  .object({ startedDate: isoInstantSchema.optional(), endedDate: isoInstantSchema.optional() })
  .nullish();
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(100).optional() });

export const walletRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    app.get(
      '/api/cashs',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary: 'Available cash (balance - held), baht',
          response: { 200: dataOf(z.object({ money: z.number() })) },
        },
      },
      async (request) => ({
        data: { money: satangToBaht((await getMemberBalances(db, request.member.id)).cash) },
      }),
    );

    app.get(
      '/api/af-cashs',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary: 'Affiliate cash, baht',
          response: { 200: dataOf(z.object({ afMoney: z.number() })) },
        },
      },
      async (request) => ({
        data: { afMoney: satangToBaht((await getMemberBalances(db, request.member.id)).afCash) },
      }),
    );

    app.get(
      '/api/loyalty-points.balance',
      {
        config: { member: 'member' },
        schema: {
          tags,
          security: bearer,
          summary: 'Loyalty points (2 decimals)',
          response: { 200: dataOf(z.object({ balance: z.number() })) },
        },
      },
      async (request) => ({
        data: { balance: satangToBaht((await getMemberBalances(db, request.member.id)).loyaltyPoint) },
      }),
    );

    const statementRoute = (
      path: string,
      kind: 'CASH' | 'AF_CASH',
      window: 'wallet' | 'affiliate',
      summary: string,
    ): void => {
      app.post(
        path,
        {
          config: { member: 'credit' },
          schema: {
            tags,
            security: bearer,
            summary,
            body: statementQuery,
            response: { 200: dataOf(z.array(statementLine)) },
          },
        },
        async (request) => {
          const fallback = defaultStatementWindow(new Date(), window);
          const from = request.body?.startedDate ? new Date(request.body.startedDate) : fallback.startedDate;
          const to = request.body?.endedDate ? new Date(request.body.endedDate) : fallback.endedDate;
          if (from > to) throw validationError({ startedDate: 'startedDate must not be after endedDate' });
          const lines = await findStatement(db, { memberId: request.member.id, kind, from, to });
          return {
            data: lines.map((line) => ({
              id: line.id.toString(),
              transactionType: line.transactionType,
              amount: satangToBaht(line.amount),
              balanceAfter: satangToBaht(line.balanceAfter),
              createdAt: toBangkokIso(line.createdAt),
              ...line.remark,
            })),
          };
        },
      );
    };
    statementRoute(
      '/api/transactions.all',
      'CASH',
      'wallet',
      'Wallet statement, newest first (default 3 days back to tomorrow, at most 500 rows)',
    );
    statementRoute(
      '/api/af-cashs.transaction.all',
      'AF_CASH',
      'affiliate',
      'Affiliate cash statement (default 30 days back to tomorrow, at most 500 rows)',
    );

    app.get(
      '/api/credit-turnovers',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary: 'Turnover still to bet before a withdrawal',
          response: {
            200: dataOf(
              z.object({ canWithdraw: z.boolean(), turnOver: z.number(), type: z.string().nullable() }),
            ),
          },
        },
      },
      async (request) => {
        const turnover = await getCreditTurnover(db, request.member.id);
        return {
          data: {
            canWithdraw: turnover.canWithdraw,
            turnOver: satangToBaht(turnover.turnOver),
            type: turnover.type,
          },
        };
      },
    );

    app.post(
      '/api/af-cashs.move',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary: 'Move affiliate cash to the wallet (MOVE_AF_TO_MONEY); Idempotency-Key header 1-100 chars',
          headers: idempotencyHeaders,
          body: z.object({ amount: bahtAmountSchema }),
          response: { 200: dataOf(z.object({ money: z.number(), afMoney: z.number() })) },
        },
      },
      async (request) => {
        const amount = request.body.amount;
        const result = await moveAfToMoney(db, {
          memberId: request.member.id,
          amount,
          idempotencyKey: request.headers['idempotency-key'],
        });
        return { data: { money: satangToBaht(result.money), afMoney: satangToBaht(result.afMoney) } };
      },
    );

    done();
  };
