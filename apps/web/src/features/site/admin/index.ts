export { AGENTS_KEY, fetchAgents } from './site-api.ts';
