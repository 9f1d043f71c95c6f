import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  response: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
  errors: ['DATABASE_UNAVAILABLE'],
  summary: 'Server and database health',
  tags: ['platform'],
});
