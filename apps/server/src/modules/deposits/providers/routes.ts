import {
  cryptoDepositAnswer,
  cryptoDepositRequest,
  fastDepositRequest,
  memberCryptoDeposit,
  providerSettingsAnswer,
  satangToBaht,
  truemoneyDepositAnswer,
  trueWalletHistoryItem,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DepositConfig } from '../../../config/money-config.ts';
import type { Database } from '../../../db/client.ts';
import { createCryptoDeposit } from '../crypto/create-crypto-deposit.ts';
import { listMemberCryptoDeposits } from '../crypto/member-crypto-deposits.ts';
import { createTruemoneyDeposit, findOpenTruemoneyDeposit } from '../truemoney/create-truemoney-deposit.ts';
import { trueWalletHistory } from '../truemoney/truemoney-transfers.ts';
import { readCryptoSettings, readTruemoneySettings } from './provider-settings.ts';

const tags = ['deposits'];
const bearer = [{ bearer: [] }];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Member TrueMoney and crypto deposits (credit area: status 2 gets 403). docs/deposits.md. */
export const providerDepositRoutes =
  (deps: { db: Database; deposit: DepositConfig }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, deposit } = deps;
    const limitsText =
      'Limits: DEPOSIT_MIN_BAHT/DEPOSIT_MAX_BAHT (400). One open request of the method a member (409).';

    app.get(
      '/api/deposits.providers',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary:
            'TrueMoney and crypto as configured: the site wallet number, the networks with their confirmations and the baht/USDT rate (null: off)',
          response: { 200: dataOf(providerSettingsAnswer) },
        },
      },
      async () => {
        const [truemoney, crypto] = await Promise.all([readTruemoneySettings(db), readCryptoSettings(db)]);
        return {
          data: {
            truemoney: truemoney.walletPhone ? { walletPhone: truemoney.walletPhone } : null,
            crypto:
              crypto.rateSatang !== null && crypto.networks.length > 0
                ? { rate: satangToBaht(crypto.rateSatang), networks: crypto.networks }
                : null,
          },
        };
      },
    );

    app.post(
      '/api/deposits.truemoney',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary:
            "Open a TrueMoney deposit: send exactly `amount` to `walletPhone` from the member's registered phone before `expiresAt`",
          description: `${limitsText} TrueMoney off (no wallet number): 409.`,
          body: fastDepositRequest,
          response: { 201: dataOf(truemoneyDepositAnswer) },
        },
      },
      async (request, reply) => {
        const created = await createTruemoneyDeposit(db, deposit, {
          memberId: request.member.id,
          amount: request.body.amount,
        });
        reply.code(201);
        return { data: created };
      },
    );

    app.get(
      '/api/deposits.truemoney.open',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary: "The member's open TrueMoney request, or null",
          response: { 200: dataOf(truemoneyDepositAnswer.nullable()) },
        },
      },
      async (request) => ({ data: await findOpenTruemoneyDeposit(db, request.member.id) }),
    );

    app.post(
      '/api/true.wallet.history',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary:
            "The member's transfers to the site TrueMoney wallet (from their registered phone), newest first, latest 100",
          description: 'status: MATCHED (credited to a request), UNMATCHED (waits for staff), DISMISSED.',
          body: z.object({}).optional(),
          response: { 200: dataOf(z.array(trueWalletHistoryItem)) },
        },
      },
      async (request) => ({ data: await trueWalletHistory(db, request.member.id) }),
    );

    app.post(
      '/api/deposits.crypto',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary:
            "Open a USDT deposit: send `cryptoAmount` (6 decimals, rounded up) to the member's own `address` on `network` before `expiresAt`; `rate` = baht per USDT used",
          description: `${limitsText} Network not offered or no rate: 409. No free address in the pool: 409.`,
          body: cryptoDepositRequest,
          response: { 201: dataOf(cryptoDepositAnswer) },
        },
      },
      async (request, reply) => {
        const created = await createCryptoDeposit(db, deposit, {
          memberId: request.member.id,
          amount: request.body.amount,
          network: request.body.network,
        });
        reply.code(201);
        return { data: created };
      },
    );

    app.get(
      '/api/deposits.crypto.all',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary:
            "The member's USDT requests with the transfer seen (hash, amount, confirmations of required), newest first, latest 50",
          response: { 200: dataOf(z.array(memberCryptoDeposit)) },
        },
      },
      async (request) => ({ data: await listMemberCryptoDeposits(db, request.member.id) }),
    );

    done();
  };
