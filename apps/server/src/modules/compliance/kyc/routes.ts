import { kycEndpoints as endpoints } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { mountEndpoint } from '../../../platform/mount-endpoint.ts';
import type { FileStorage } from '../../../platform/storage/index.ts';
import { memberKycOf, submitKyc } from './kyc-checks.ts';
import { latestKycCheck } from './kyc-repository.ts';
import { readKycThresholds } from './kyc-settings.ts';

/** The member's own identity check (docs/compliance.md "Identity checks"). */
export const kycRoutes =
  (deps: { db: Database; storage: FileStorage }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, storage } = deps;

    mountEndpoint(app, endpoints.read, async (request) => {
      const [latest, thresholds] = await Promise.all([
        latestKycCheck(db, request.member.id),
        readKycThresholds(db),
      ]);
      return { check: latest ? memberKycOf(latest) : null, thresholds };
    });

    mountEndpoint(app, endpoints.create, async (request, reply) => {
      const check = await submitKyc(db, storage, request.member.id, request.body);
      reply.code(201);
      return check;
    });

    done();
  };
