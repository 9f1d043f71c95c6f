import {
  depositBankAnswer,
  depositOneQuery,
  depositResponse,
  fastDepositRequest,
  normalDepositAnswer,
  normalDepositRequest,
  qrcodeDepositAnswer,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DepositConfig } from '../../config/money-config.ts';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { createNormalDeposit } from './create-normal-deposit.ts';
import { createPreparedDeposit } from './create-prepared-deposit.ts';
import { listDepositBanks } from './deposit-banks.ts';
import { findMemberDeposits } from './deposit-rows.ts';

const tags = ['deposits'];
const bearer = [{ bearer: [] }];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(100).optional() });

/** Member deposits (credit area: status 2 gets 403). docs/deposits.md. */
export const depositRoutes =
  (deps: { db: Database; deposit: DepositConfig }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, deposit } = deps;
    const limitsText =
      'Limits: DEPOSIT_MIN_BAHT/DEPOSIT_MAX_BAHT (400 `min 100 baht per deposit` / `max 200,000 baht per deposit`).';

    app.get(
      '/api/deposit-banks',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary: "The site's active receiving accounts; `fast` marks those that take fast deposits",
          response: { 200: dataOf(z.array(depositBankAnswer)) },
        },
      },
      async () => ({ data: await listDepositBanks(db) }),
    );

    app.post(
      '/api/deposits.fast',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary:
            'Open a fast deposit: transfer exactly `prepareAmount` (amount + a satang offset) within DEPOSIT_REQUEST_MINUTES',
          description: `${limitsText} One open fast/QR request a member (409). No fast account or every offset taken: 409.`,
          body: fastDepositRequest,
          response: { 201: dataOf(depositResponse) },
        },
      },
      async (request, reply) => {
        const created = await createPreparedDeposit(db, deposit, {
          memberId: request.member.id,
          amount: request.body.amount,
          method: 'FAST',
        });
        reply.code(201);
        return { data: created };
      },
    );

    app.post(
      '/api/deposits.qrcode',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary:
            'Open a PromptPay QR deposit: `payload` is the EMVCo string for the site PromptPay id and `amount` (with the satang offset)',
          description: `${limitsText} Credited by the bank-statement hook like a fast deposit.`,
          body: fastDepositRequest,
          response: { 201: dataOf(qrcodeDepositAnswer) },
        },
      },
      async (request, reply) => {
        const created = await createPreparedDeposit(db, deposit, {
          memberId: request.member.id,
          amount: request.body.amount,
          method: 'QRCODE',
        });
        reply.code(201);
        return {
          data: {
            id: created.id,
            amount: created.prepareAmount!,
            payload: created.payload!,
            expiresAt: created.expiresAt!,
          },
        };
      },
    );

    app.post(
      '/api/deposits.normal',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary:
            'Report a manual transfer (spec manual deposit body) with an optional slip image; staff approve or reject it',
          description: `${limitsText} slip: { contentType: image/jpeg|image/png|image/webp, data: base64 } of at most 2 MB; the bytes must be that type. Optional Idempotency-Key header.`,
          headers: idempotencyHeaders,
          body: normalDepositRequest,
          response: { 200: dataOf(normalDepositAnswer), 201: dataOf(normalDepositAnswer) },
        },
      },
      async (request, reply) => {
        const { amount, ...rest } = request.body;
        const result = await createNormalDeposit(db, deposit, {
          ...rest,
          memberId: request.member.id,
          amount: amount,
          idempotencyKey: request.headers['idempotency-key'],
        });
        reply.code(result.replayed ? 200 : 201);
        return { data: { id: result.id, status: result.status } };
      },
    );

    app.get(
      '/api/deposits.one',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary: "One of the member's deposits with its status (another member's: 404)",
          querystring: depositOneQuery,
          response: { 200: dataOf(depositResponse) },
        },
      },
      async (request) => {
        const [found] = await findMemberDeposits(
          db,
          request.member.id,
          sql`d.id = ${request.query.id}::bigint`,
          1,
        );
        if (!found) throw appError('DEPOSIT_NOT_FOUND');
        return { data: found };
      },
    );

    app.get(
      '/api/deposits.qrcodes',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary: "The member's PromptPay QR requests, newest first (the latest 100)",
          response: { 200: dataOf(z.array(depositResponse)) },
        },
      },
      async (request) => ({
        data: await findMemberDeposits(db, request.member.id, sql`d.method = 'QRCODE'`),
      }),
    );

    done();
  };
