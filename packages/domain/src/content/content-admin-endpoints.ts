import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { UPLOAD_ERRORS } from './content-errors.ts';
import {
  adminContentView,
  contentListQuery,
  contentSaveRequest,
  contentUploadAnswer,
  contentUploadRequest,
} from './content-schemas.ts';

// The back office's calls, apart as every feature's are: a module both apps imported would leave
// the member help chunk for a shared one.
const adminTags = ['admin: content'];
const manage = { staff: 'content.manage' } as const;

export const adminContentListEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/contents.list',
  auth: manage,
  query: contentListQuery,
  response: z.object({ items: z.array(adminContentView) }),
  summary: 'Every page of a kind with all its languages',
  tags: adminTags,
});

export const adminContentSaveEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/contents.save',
  auth: manage,
  body: contentSaveRequest,
  response: adminContentView,
  errors: ['VIDEO_URL'],
  summary: 'Create or replace a page; its HTML is sanitised before it is stored (audited)',
  tags: adminTags,
});

export const adminContentUploadEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/contents.upload',
  auth: manage,
  body: contentUploadRequest,
  response: contentUploadAnswer,
  status: 201,
  errors: UPLOAD_ERRORS,
  summary: 'Store an image (PNG, JPEG, GIF, WebP up to 2 MB) for a page and answer its URL',
  tags: adminTags,
});
