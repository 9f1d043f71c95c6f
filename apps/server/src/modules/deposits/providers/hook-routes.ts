import { cryptoHookAnswer, cryptoHookBody, truemoneyHookAnswer, truemoneyHookBody } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { processCryptoHook } from '../crypto/crypto-transfers.ts';
import { requireHookSignature } from '../hook-signature.ts';
import { processTruemoneyTransfers } from '../truemoney/truemoney-transfers.ts';

const signatureText =
  'Header `x-signature` = lowercase hex HMAC-SHA256 of the raw body with HOOK_SECRET; missing or wrong: 401, nothing recorded.';

/** TrueMoney wallet and crypto callbacks (signed like the bank-statement hook). */
export const providerHookRoutes =
  (deps: { db: Database; hookSecret: string }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    requireHookSignature(app, deps.hookSecret);

    app.post(
      '/api/hooks/truemoney',
      {
        schema: {
          tags: ['hooks'],
          summary:
            "Transfers into the site TrueMoney wallet: each credits the sender's open request of that amount, once",
          description: `${signatureText} Per transaction: DUPLICATE (transactionId seen before), CREDITED (with depositId: the member with phone = fromPhone had an open TrueMoney request of exactly this amount, made before the transfer) or UNMATCHED (waits for staff).`,
          body: truemoneyHookBody,
          response: { 200: z.object({ data: truemoneyHookAnswer }) },
        },
      },
      async (request) => ({
        data: { results: await processTruemoneyTransfers(deps.db, request.body.transactions) },
      }),
    );

    app.post(
      '/api/hooks/crypto',
      {
        schema: {
          tags: ['hooks'],
          summary:
            'A USDT transfer to a pool address: recorded once per (network, txHash), credited once it reaches the confirmations setting',
          description: `${signatureText} amount: USDT (text or number, <= 6 decimals). Repeats raise confirmations; status CONFIRMING -> CREDITED | UNMATCHED; creditedNow is true for the one call that credited.`,
          body: cryptoHookBody,
          response: { 200: z.object({ data: cryptoHookAnswer }) },
        },
      },
      async (request) => ({ data: await processCryptoHook(deps.db, request.body) }),
    );

    done();
  };
