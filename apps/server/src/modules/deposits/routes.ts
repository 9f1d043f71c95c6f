import {
  depositBanksEndpoint,
  depositsFastEndpoint,
  depositsNormalEndpoint,
  depositsOneEndpoint,
  depositsQrcodeEndpoint,
  depositsQrcodesEndpoint,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { DepositConfig } from '../../config/money-config.ts';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { createNormalDeposit } from './create-normal-deposit.ts';
import { createPreparedDeposit } from './create-prepared-deposit.ts';
import { listDepositBanks } from './deposit-banks.ts';
import { findMemberDeposits } from './deposit-rows.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';

/** Member deposits (credit area: status 2 gets 403). docs/deposits.md. */
export const depositRoutes =
  (deps: { db: Database; deposit: DepositConfig }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, deposit } = deps;

    mountEndpoint(app, depositBanksEndpoint, () => listDepositBanks(db));

    mountEndpoint(app, depositsFastEndpoint, (request) =>
      createPreparedDeposit(db, deposit, {
        memberId: request.member.id,
        amount: request.body.amount,
        method: 'FAST',
      }),
    );

    mountEndpoint(app, depositsQrcodeEndpoint, async (request) => {
      const created = await createPreparedDeposit(db, deposit, {
        memberId: request.member.id,
        amount: request.body.amount,
        method: 'QRCODE',
      });
      return {
        id: created.id,
        amount: created.prepareAmount!,
        payload: created.payload!,
        expiresAt: created.expiresAt!,
      };
    });

    mountEndpoint(app, depositsNormalEndpoint, async (request, reply) => {
      const { amount, ...rest } = request.body;
      const result = await createNormalDeposit(db, deposit, {
        ...rest,
        memberId: request.member.id,
        amount: amount,
        idempotencyKey: request.headers['idempotency-key'],
      });
      reply.code(result.replayed ? 200 : 201);
      return { id: result.id, status: result.status };
    });

    mountEndpoint(app, depositsOneEndpoint, async (request) => {
      const [found] = await findMemberDeposits(
        db,
        request.member.id,
        sql`d.id = ${request.query.id}::bigint`,
        1,
      );
      if (!found) throw appError('DEPOSIT_NOT_FOUND');
      return found;
    });

    mountEndpoint(app, depositsQrcodesEndpoint, (request) =>
      findMemberDeposits(db, request.member.id, sql`d.method = 'QRCODE'`),
    );

    done();
  };
