import { hooksBankStatementEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { processBankStatement } from './bank-statement.ts';
import { requireHookSignature } from './hook-signature.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';

/** Provider callbacks of the deposit core (signed with HOOK_SECRET). */
export const depositHookRoutes =
  (deps: { db: Database; hookSecret: string }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    requireHookSignature(app, deps.hookSecret);

    mountEndpoint(app, hooksBankStatementEndpoint, async (request) => ({
      results: await processBankStatement(deps.db, request.body),
    }));

    done();
  };
