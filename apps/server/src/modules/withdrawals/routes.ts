import { transactionsBankEndpoint, withdrawsCreateEndpoint, withdrawsLimitsEndpoint } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { WithdrawConfig } from '../../config/money-config.ts';
import type { Database } from '../../db/client.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { findMemberDeposits } from '../deposits/index.ts';
import { createWithdrawal } from './create-withdrawal.ts';
import { lifetimeWithdrawnSql, usedOnDay } from './withdrawals-repository.ts';
import { withdrawKycOf } from '../compliance/index.ts';
import { listMemberWithdrawals } from './list-member-withdrawals.ts';

/** Member withdrawals (credit area: status 2 gets 403). */
export const withdrawalRoutes =
  (deps: { db: Database; withdraw: WithdrawConfig }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, withdraw } = deps;

    mountEndpoint(app, withdrawsCreateEndpoint, async (request, reply) => {
      const result = await createWithdrawal(db, withdraw, {
        memberId: request.member.id,
        amount: request.body.amount,
        bankAccountId: request.body.bankAccountId,
        idempotencyKey: request.headers['idempotency-key'],
      });
      reply.code(result.replayed ? 200 : 201);
      return { id: result.id, status: result.status };
    });

    mountEndpoint(app, withdrawsLimitsEndpoint, async (request) => {
      const [used, kyc] = await Promise.all([
        usedOnDay(db, request.member.id),
        withdrawKycOf(db, request.member.id, lifetimeWithdrawnSql(request.member.id)),
      ]);
      return {
        kyc,
        perTime: withdraw.maxPerTimeSatang,
        perDay: withdraw.maxPerDaySatang,
        countPerDay: withdraw.maxCountPerDay,
        usedToday: used.sum,
        countToday: used.count,
      };
    });

    mountEndpoint(app, transactionsBankEndpoint, async (request) => {
      const memberId = request.member.id;
      if (request.body.type === 'userWithdraw') return listMemberWithdrawals(db, memberId);
      const methods =
        request.body.type === 'depositFast'
          ? sql`('FAST', 'QRCODE', 'TRUEMONEY', 'CRYPTO')`
          : sql`('NORMAL')`;
      return findMemberDeposits(db, memberId, sql`d.method in ${methods}`);
    });

    done();
  };
