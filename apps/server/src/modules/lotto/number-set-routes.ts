import {
  numberSetsAllEndpoint,
  numberSetsCreateEndpoint,
  numberSetsDeleteEndpoint,
  numberSetsUpdateEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { createNumberSet, deleteNumberSet, listNumberSets, updateNumberSet } from './number-sets.ts';

/** The member's saved number lists (/number-set), loaded into a slip. */
export const numberSetRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;
    mountEndpoint(app, numberSetsAllEndpoint, (request) => listNumberSets(db, request.member.id));
    mountEndpoint(app, numberSetsCreateEndpoint, (request) =>
      createNumberSet(db, request.member.id, request.body),
    );
    mountEndpoint(app, numberSetsUpdateEndpoint, (request) =>
      updateNumberSet(db, request.member.id, request.body),
    );
    mountEndpoint(app, numberSetsDeleteEndpoint, async (request) => {
      await deleteNumberSet(db, request.member.id, request.body.id);
      return {};
    });
    done();
  };
