import {
  adminContentListEndpoint,
  adminContentSaveEndpoint,
  adminContentUploadEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { listAdminContents } from './content-repository.ts';
import { saveContent } from './save-content.ts';
import { uploadImage } from './upload-image.ts';

/** Staff edit the content pages in every language and upload their images. */
export const adminContentRoutes =
  ({ db, storage }: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, adminContentListEndpoint, async (request) => ({
      items: await listAdminContents(db, request.query.kind),
    }));
    mountEndpoint(app, adminContentSaveEndpoint, (request) =>
      saveContent(db, actorOf(request), request.body),
    );
    mountEndpoint(app, adminContentUploadEndpoint, (request) =>
      uploadImage({ db, storage }, actorOf(request), request.body.data),
    );
    done();
  };
