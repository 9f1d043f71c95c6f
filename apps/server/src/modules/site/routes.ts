import { agentsSupportsEndpoint, agentsSupportsPostEndpoint, siteDetailsEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { CENTRE_AGENT_ID } from '../../db/demo-seed.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { getAgentSupport } from './get-agent-support.ts';
import { getSiteDetails } from './get-site-details.ts';

/** Public site data: agents-supports and site-details (api-contract, Members). */
export const siteRoutes =
  (db: Database): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const answerAgentSupport = (request: { query: { agentId?: number | undefined } }) =>
      getAgentSupport(db, request.query.agentId ?? CENTRE_AGENT_ID);
    mountEndpoint(app, agentsSupportsEndpoint, answerAgentSupport);
    mountEndpoint(app, agentsSupportsPostEndpoint, answerAgentSupport);

    // request.hostname is the Host (or trusted X-Forwarded-Host) without the port.
    mountEndpoint(app, siteDetailsEndpoint, (request) => getSiteDetails(db, request.hostname));
    done();
  };
