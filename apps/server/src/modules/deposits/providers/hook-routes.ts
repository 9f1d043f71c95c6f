import { hooksCryptoEndpoint, hooksTruemoneyEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { processCryptoHook } from '../crypto/crypto-transfers.ts';
import { requireHookSignature } from '../hook-signature.ts';
import { processTruemoneyTransfers } from '../truemoney/truemoney-transfers.ts';
import { mountEndpoint } from '../../../platform/mount-endpoint.ts';

/** TrueMoney wallet and crypto callbacks (signed like the bank-statement hook). */
export const providerHookRoutes =
  (deps: { db: Database; hookSecret: string }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    requireHookSignature(app, deps.hookSecret);

    mountEndpoint(app, hooksTruemoneyEndpoint, async (request) => ({
      results: await processTruemoneyTransfers(deps.db, request.body.transactions),
    }));

    mountEndpoint(app, hooksCryptoEndpoint, (request) => processCryptoHook(deps.db, request.body));

    done();
  };
