import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  response: z.object({ status: z.literal('ok') }),
  summary: 'Liveness: the process answers (no database work; readiness is /api/health.ready)',
  tags: ['platform'],
});

export const healthReadyEndpoint = endpoint({
  method: 'GET',
  path: '/api/health.ready',
  auth: 'public',
  response: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
  errors: ['DATABASE_UNAVAILABLE'],
  summary: 'Readiness: the server and its database answer (what a load balancer should probe)',
  tags: ['platform'],
});
