import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import {
  adminContentView,
  contentAnswer,
  contentListAnswer,
  contentListQuery,
  contentQuery,
  contentSaveRequest,
  contentUploadAnswer,
  contentUploadRequest,
} from './content-schemas.ts';

const tags = ['content'];

export const contentEndpoint = endpoint({
  method: 'GET',
  path: '/api/contents',
  auth: 'public',
  query: contentQuery,
  response: contentAnswer,
  errors: ['CONTENT_NOT_FOUND'],
  summary: "A how-to, video or download page in the `locale` cookie's language, falling back to th",
  tags,
});

export const contentListEndpoint = endpoint({
  method: 'GET',
  path: '/api/contents.list',
  auth: 'public',
  query: contentListQuery,
  response: contentListAnswer,
  summary: 'The pages of a kind (titles, video links) in display order, for the index pages',
  tags,
});

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
  errors: ['UPLOAD_TYPE', 'UPLOAD_TOO_LARGE', 'UPLOAD_MALFORMED'],
  summary: 'Store an image (PNG, JPEG, GIF, WebP up to 2 MB) for a page and answer its URL',
  tags: adminTags,
});
