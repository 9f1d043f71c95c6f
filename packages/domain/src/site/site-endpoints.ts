import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { wholeNumber } from '../validation/whole-number.ts';

/** Maintenance mode as members see it: while on, member calls answer 503 with `message`. */
export const maintenanceAnswer = z.object({ enabled: z.boolean(), message: z.string() });

export const agentSupportQuery = z.object({
  agentId: wholeNumber(z.number().int().positive().max(2_147_483_647)).optional(),
});

export const agentSupportAnswer = z.object({
  phoneNumber: z.string().nullable(),
  activePopup: z.boolean(),
  activeSupport: z.boolean(),
  urlBailek: z.string().nullable(),
  urlPopup: z.string().nullable(),
  urlSupport: z.string().nullable(),
});

export const siteDetailsAnswer = z.object({
  title: z.string(),
  description: z.string(),
  siteVerification: z.string(),
  gaID: z.string(),
});

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
