import { defineErrors } from '../errors/define-errors.ts';

/** Failures of the site's agents and domains. */
export const SITE_ERRORS = defineErrors({
  AGENT_ID_TAKEN: { status: 409, message: 'Agent id already exists' },
  CENTRE_AGENT_KEPT: { status: 409, message: 'The centre agent cannot be deleted' },
  AGENT_HAS_MEMBERS: { status: 409, message: 'Agent has members and cannot be deleted' },
  AGENT_NOT_FOUND: { status: 404, message: 'Agent not found' },
  DOMAIN_TAKEN: { status: 409, message: 'Domain already exists' },
  DOMAIN_NOT_FOUND: { status: 404, message: 'Domain not found' },
});
