import { bankStatementHookAnswer, bankStatementHookBody } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { processBankStatement } from './bank-statement.ts';
import { requireHookSignature } from './hook-signature.ts';

/** Provider callbacks of the deposit core (signed with HOOK_SECRET). */
export const depositHookRoutes =
  (deps: { db: Database; hookSecret: string }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    requireHookSignature(app, deps.hookSecret);

    app.post(
      '/api/hooks/bank-statement',
      {
        schema: {
          tags: ['hooks'],
          summary:
            "A receiving account's incoming statement lines: each credits the one open fast/QR request it matches, once",
          description:
            'Header `x-signature` = lowercase hex HMAC-SHA256 of the raw body with HOOK_SECRET; missing or wrong: 401, nothing recorded. ' +
            'Per line: DUPLICATE (the account + referTransferId was seen before), CREDITED (with depositId) or UNMATCHED (waits in the staff queue). ' +
            'Unknown bankId: 404.',
          body: bankStatementHookBody,
          response: { 200: z.object({ data: bankStatementHookAnswer }) },
        },
      },
      async (request) => ({ data: { results: await processBankStatement(deps.db, request.body) } }),
    );

    done();
  };
