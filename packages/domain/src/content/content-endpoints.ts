import { endpoint } from '../contract/endpoint.ts';
import { contentAnswer, contentListAnswer, contentListQuery, contentQuery } from './content-schemas.ts';

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
