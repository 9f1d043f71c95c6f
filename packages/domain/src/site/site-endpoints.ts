import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import {
  agentSupportAnswer,
  agentSupportQuery,
  maintenanceAnswer,
  siteDetailsAnswer,
} from './site-schemas.ts';

const tags = ['site'];

// Public: the web app asks this at start, then every `retryAfter` seconds while maintenance is on.
export const siteMaintenanceEndpoint = endpoint({
  method: 'GET',
  path: '/api/site.maintenance',
  auth: 'public',
  response: maintenanceAnswer.extend({ retryAfter: z.number() }),
  summary: 'Whether the member site is in maintenance, its message, and when to ask again',
  description: '`retryAfter`: seconds a client waits before asking again (as the 503 Retry-After).',
  tags,
});

const agentsSupports = {
  path: '/api/agents-supports',
  auth: 'public',
  query: agentSupportQuery,
  response: agentSupportAnswer,
  summary: "An agent's support contacts (?agentId=, default the centre agent 2)",
  tags,
} as const;

// The spec lists both verbs for this call; both read the query.
export const agentsSupportsEndpoint = endpoint({ method: 'GET', ...agentsSupports });
export const agentsSupportsPostEndpoint = endpoint({ method: 'POST', ...agentsSupports });

export const siteDetailsEndpoint = endpoint({
  method: 'GET',
  path: '/api/site-details',
  auth: 'public',
  response: siteDetailsAnswer,
  errors: ['NOT_ALLOWED_DOMAIN'],
  summary: 'Title and SEO details of the requested Host; 404 NOT_ALLOWED_DOMAIN off the allow-list',
  tags,
});
