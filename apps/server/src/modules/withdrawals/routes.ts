import {
  depositResponse,
  memberWithdrawal,
  satangToBaht,
  withdrawAnswer,
  withdrawLimitsAnswer,
  withdrawRequest,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WithdrawConfig } from '../../config/money-config.ts';
import type { Database } from '../../db/client.ts';
import { createWithdrawal } from './create-withdrawal.ts';
import { usedOnDay } from './withdrawals-repository.ts';
import { listMemberWithdrawals } from './list-member-withdrawals.ts';
import { findMemberDeposits } from '../deposits/index.ts';
import { sql } from 'drizzle-orm';

const tags = ['withdrawals'];
const bearer = [{ bearer: [] }];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(100).optional() });

/** Member withdrawals (credit area: status 2 gets 403). */
export const withdrawalRoutes =
  (deps: { db: Database; withdraw: WithdrawConfig }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, withdraw } = deps;

    app.post(
      '/api/withdraws.create',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary:
            'Ask for a withdrawal to the withdrawal account; the amount is held at once, staff pay or reject it',
          description:
            'Refusals in this order: turnover not met (409); `user bank account does not match` (400); `wait for the old transaction to finish` (409); ' +
            '`max 49,000 baht per time` (400); `max 200,000 baht per day` (409); `max 5 withdrawals per day` (409); 409 INSUFFICIENT_BALANCE. ' +
            'Limits are WITHDRAW_* settings (day = +07:00). Optional Idempotency-Key header (1-100 chars).',
          headers: idempotencyHeaders,
          body: withdrawRequest,
          response: { 200: dataOf(withdrawAnswer), 201: dataOf(withdrawAnswer) },
        },
      },
      async (request, reply) => {
        const result = await createWithdrawal(db, withdraw, {
          memberId: request.member.id,
          amount: request.body.amount,
          bankAccountId: request.body.bankAccountId,
          idempotencyKey: request.headers['idempotency-key'],
        });
        reply.code(result.replayed ? 200 : 201);
        return { data: { id: result.id, status: result.status } };
      },
    );

    app.get(
      '/api/withdraws.limits',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary: "The configured withdrawal limits (baht) and the member's use of today (+07:00)",
          response: { 200: dataOf(withdrawLimitsAnswer) },
        },
      },
      async (request) => {
        const used = await usedOnDay(db, request.member.id, new Date());
        return {
          data: {
            perTime: satangToBaht(withdraw.maxPerTimeSatang),
            perDay: satangToBaht(withdraw.maxPerDaySatang),
            countPerDay: withdraw.maxCountPerDay,
            usedToday: satangToBaht(used.sum),
            countToday: used.count,
          },
        };
      },
    );

    app.post(
      '/api/transactions.bank',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary:
            "The member's bank transactions of one type, newest first, the latest 100 (deposits or withdrawals with status)",
          description:
            'depositFast: the deposits a provider hook credits (fast, PromptPay QR, TrueMoney, crypto); depositNormal: manual deposits; userWithdraw: withdrawals.',
          body: z.object({
            type: z.enum(['depositFast', 'depositNormal', 'userWithdraw'], {
              error: 'type must be depositFast, depositNormal or userWithdraw',
            }),
          }),
          response: { 200: dataOf(z.array(z.union([depositResponse, memberWithdrawal]))) },
        },
      },
      async (request) => {
        const memberId = request.member.id;
        if (request.body.type === 'userWithdraw') return { data: await listMemberWithdrawals(db, memberId) };
        const methods =
          request.body.type === 'depositFast'
            ? sql`('FAST', 'QRCODE', 'TRUEMONEY', 'CRYPTO')`
            : sql`('NORMAL')`;
        return { data: await findMemberDeposits(db, memberId, sql`d.method in ${methods}`) };
      },
    );

    done();
  };
