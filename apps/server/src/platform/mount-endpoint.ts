import {
  optionalIdempotencyHeaders,
  requiredIdempotencyHeaders,
  successStatuses,
  type EndpointBody,
  type EndpointData,
  type EndpointDeclaration,
  type EndpointParams,
  type EndpointQuery,
} from '@chokdee/domain';
// The route options these plugins add (`rateLimit`, `compress`), whichever program checks this file.
import type {} from '@fastify/compress';
import type {} from '@fastify/rate-limit';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { ok } from './reply.ts';

/** The request a handler of `E` reads: query, body, params and the idempotency key, validated. */
export type EndpointRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
  Params: EndpointParams<E>;
  Headers: E['idempotencyKey'] extends 'required'
    ? { 'idempotency-key': string }
    : { 'idempotency-key'?: string };
}>;

/**
 * Returns the answer's `data`. The reply starts with the declared status when there is one
 * (201 for a create); with several (200 or 201), the handler picks one with `reply.code()`.
 */
export type EndpointHandler<E extends EndpointDeclaration> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointData<E>>;

const BEARER = [{ bearer: [] }];

/** The route config the guards read: `config.member` (member guard) or `config.staff` (staff guard). */
const configOf = ({ auth }: EndpointDeclaration): FastifyContextConfig =>
  auth === 'public' ? {} : 'member' in auth ? { member: auth.member } : { staff: auth.staff };

const descriptionOf = (declaration: EndpointDeclaration): string | undefined => {
  const errors = declaration.errors?.length ? `Error codes: ${declaration.errors.join(', ')}.` : undefined;
  const text = [declaration.description, errors].filter(Boolean).join(' ');
  return text === '' ? undefined : text;
};

/** The Fastify schema of an endpoint: validation, the `{ data }` answer per status, and OpenAPI. */
export const routeSchemaOf = (declaration: EndpointDeclaration): FastifySchema => {
  const answer = z.object({ data: declaration.response });
  const headers =
    declaration.idempotencyKey === 'required'
      ? requiredIdempotencyHeaders
      : declaration.idempotencyKey === 'optional'
        ? optionalIdempotencyHeaders
        : undefined;
  const description = descriptionOf(declaration);
  return {
    tags: [...declaration.tags],
    summary: declaration.summary,
    ...(description === undefined ? {} : { description }),
    ...(typeof declaration.auth === 'object' && 'member' in declaration.auth ? { security: BEARER } : {}),
    ...(headers === undefined ? {} : { headers }),
    ...(declaration.params === undefined ? {} : { params: declaration.params }),
    ...(declaration.query === undefined ? {} : { querystring: declaration.query }),
    ...(declaration.body === undefined ? {} : { body: declaration.body }),
    response: Object.fromEntries(successStatuses(declaration).map((status) => [status, answer])),
  };
};

/** Everything of the Fastify route but the handler, derived from the declaration. */
export const routeOptionsOf = (declaration: EndpointDeclaration) => ({
  method: declaration.method,
  url: declaration.path,
  config: configOf(declaration),
  schema: routeSchemaOf(declaration),
});

/**
 * What a declaration leaves to the server: a per-IP rate limit (its numbers are configuration) and
 * a check run before the handler (reCAPTCHA, configured per deployment).
 */
export interface MountOptions {
  rateLimit?: { max: number; timeWindow: string };
  preHandler?: preHandlerAsyncHookHandler;
  /** false: the answers are never compressed (small server-to-server answers: no compression hooks run). */
  compress?: false;
}

/** Mounts a declared endpoint: the handler returns `data`, answered as `{ data }`. */
export const mountEndpoint = <E extends EndpointDeclaration>(
  app: FastifyInstance,
  declaration: E,
  handler: EndpointHandler<NoInfer<E>>,
  options: MountOptions = {},
): void => {
  const [status, ...others] = successStatuses(declaration);
  const initial = others.length === 0 ? status : undefined;
  const route = routeOptionsOf(declaration);
  app.route({
    ...route,
    config: options.rateLimit ? { ...route.config, rateLimit: options.rateLimit } : route.config,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.compress === false ? { compress: false } : {}),
    handler: async (request, reply) => {
      if (initial !== undefined) reply.code(initial);
      // The schemas above validated the request, so it has the declared shape.
      return ok(await handler(request as EndpointRequest<E>, reply));
    },
  });
};
