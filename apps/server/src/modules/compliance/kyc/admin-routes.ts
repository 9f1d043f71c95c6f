import {
  adminKycEndpoints as endpoints,
  adminKycImageQuery,
  adminKycSettingsEndpoints as settings,
  KYC_IMAGE_PATH,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../../admin-deps.ts';
import { appError } from '../../../platform/errors.ts';
import { mountEndpoint } from '../../../platform/mount-endpoint.ts';
import { actorOf } from '../../../platform/staff-auth/index.ts';
import { decideKyc, listKycChecks } from './kyc-checks.ts';
import { kycImageKeys } from './kyc-repository.ts';
import { readKycThresholds, updateKycThresholds } from './kyc-settings.ts';

const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;

/** The identity-check queue (kyc.review) and its thresholds (site.manage). */
export const adminKycRoutes =
  ({ db, storage }: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, endpoints.list, (request) => listKycChecks(db, request.query));

    mountEndpoint(app, endpoints.approve, (request) =>
      decideKyc(
        db,
        { ...actorOf(request), staffId: request.staff.id },
        { ...request.body, status: 'APPROVED', reason: null },
      ),
    );
    mountEndpoint(app, endpoints.reject, (request) =>
      decideKyc(
        db,
        { ...actorOf(request), staffId: request.staff.id },
        { ...request.body, status: 'REJECTED' },
      ),
    );

    // The picture's bytes, not `{ data }`: a plain route, like a deposit slip. An ID document is
    // personal data: never cached, only to staff who review checks.
    app.get(
      KYC_IMAGE_PATH,
      {
        config: { staff: 'kyc.review' },
        compress: false,
        schema: {
          tags: ['admin: compliance'],
          summary: "An identity check's ID document or selfie (its own content type); unknown: 404",
          querystring: adminKycImageQuery,
        },
      },
      async (request, reply) => {
        const keys = await kycImageKeys(db, request.query.id);
        if (!keys) throw appError('KYC_NOT_FOUND');
        const image = await storage.readPrivate(
          request.query.which === 'document' ? keys.document_key : keys.selfie_key,
        );
        if (!image) throw appError('KYC_NOT_FOUND');
        return reply
          .type(IMAGE_TYPES[image.type])
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .send(image.bytes);
      },
    );

    mountEndpoint(app, settings.read, () => readKycThresholds(db));
    mountEndpoint(app, settings.update, (request) => updateKycThresholds(db, actorOf(request), request.body));

    done();
  };
