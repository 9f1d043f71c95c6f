import { createNumberSetRequest, deleteNumberSetRequest, updateNumberSetRequest } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { createNumberSet, deleteNumberSet, listNumberSets, updateNumberSet } from './number-sets.ts';

const tags = ['number-set'];
const security = [{ bearer: [] }];
const numberSet = z.object({
  id: z.string(),
  name: z.string(),
  lines: z.array(z.object({ number: z.string(), option: z.string() })),
  updatedAt: z.string(),
});
const data = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });

/** The member's saved number lists (/number-set), loaded into a slip. */
export const numberSetRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;
    const config = { member: 'lotto' as const };
    app.get(
      '/api/number-sets.all',
      {
        config,
        schema: {
          tags,
          security,
          summary: "The member's number sets by name",
          response: data(z.array(numberSet)),
        },
      },
      async (request) => ({
        data: await listNumberSets(db, request.member.id),
      }),
    );
    app.post(
      '/api/number-sets.create',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Save a number set (409 for a taken name)',
          body: createNumberSetRequest,
          response: data(numberSet),
        },
      },
      async (request) => ({
        data: await createNumberSet(db, request.member.id, request.body),
      }),
    );
    app.post(
      '/api/number-sets.update',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Rename or change a number set',
          body: updateNumberSetRequest,
          response: data(numberSet),
        },
      },
      async (request) => ({
        data: await updateNumberSet(db, request.member.id, request.body),
      }),
    );
    app.post(
      '/api/number-sets.delete',
      {
        config,
        schema: {
          tags,
          security,
          summary: 'Delete a number set',
          body: deleteNumberSetRequest,
          response: data(z.object({})),
        },
      },
      async (request) => {
        await deleteNumberSet(db, request.member.id, request.body.id);
        return { data: {} };
      },
    );
    done();
  };
