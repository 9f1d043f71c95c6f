import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { wholeNumber } from '@chokdee/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { CENTRE_AGENT_ID } from '../../db/demo-seed.ts';
import { getAgentSupport } from './get-agent-support.ts';
import { getSiteDetails } from './get-site-details.ts';

const tags = ['site'];
const agentQuery = z.object({
  agentId: wholeNumber(z.number().int().positive().max(2_147_483_647)).optional(),
});
const agentSupportResponse = z.object({
  data: z.object({
    phoneNumber: z.string().nullable(),
    activePopup: z.boolean(),
    activeSupport: z.boolean(),
    urlBailek: z.string().nullable(),
    urlPopup: z.string().nullable(),
    urlSupport: z.string().nullable(),
  }),
});
const siteDetailsResponse = z.object({
  data: z.object({
    title: z.string(),
    description: z.string(),
    siteVerification: z.string(),
    gaID: z.string(),
  }),
});

/** Public site data: agents-supports and site-details (api-contract, Members). */
export const siteRoutes =
  (db: Database): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const agentSupport = {
      schema: {
        tags,
        summary: "An agent's support contacts (?agentId=, default the centre agent 2)",
        querystring: agentQuery,
        response: { 200: agentSupportResponse },
      },
    };
    const answerAgentSupport = async (request: { query: z.infer<typeof agentQuery> }) => ({
      data: await getAgentSupport(db, request.query.agentId ?? CENTRE_AGENT_ID),
    });
    // The spec lists both verbs for this call.
    app.get('/api/agents-supports', agentSupport, answerAgentSupport);
    app.post('/api/agents-supports', agentSupport, answerAgentSupport);

    app.get(
      '/api/site-details',
      {
        schema: {
          tags,
          summary: 'Title and SEO details of the requested Host; 404 NOT_ALLOWED_DOMAIN off the allow-list',
          response: { 200: siteDetailsResponse },
        },
      },
      // request.hostname is the Host (or trusted X-Forwarded-Host) without the port.
      async (request) => ({ data: await getSiteDetails(db, request.hostname) }),
    );
    done();
  };
