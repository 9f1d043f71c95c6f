import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CSP_DIRECTIVES, serializeCsp } from './security.ts';

export const API_DOCS_PREFIX = '/api/docs';

// Swagger UI loads only its own files, but sets inline styles and shows data: images; the
// validator badge (an outside host) is switched off rather than allowed.
const DOCS_CSP = serializeCsp({
  ...CSP_DIRECTIVES,
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
});

/** OpenAPI built from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export const registerApiDocs = async (app: FastifyInstance): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Chokdee API',
        description: 'Member, poy and back-office HTTP API (docs/api.md)',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { validatorUrl: null, deepLinking: false },
  });
};
