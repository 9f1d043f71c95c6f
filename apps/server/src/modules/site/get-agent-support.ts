import type { Database } from '../../db/client.ts';
import { agentSupportRow, type AgentSupport } from './site-repository.ts';

const NONE: AgentSupport = {
  phoneNumber: null,
  activePopup: false,
  activeSupport: false,
  urlBailek: null,
  urlPopup: null,
  urlSupport: null,
};

/**
 * The support contacts of an agent; an unknown agent falls back to the centre agent (a stale
 * link must still show a way to reach support), and no agent at all to "nothing active".
 */
export const getAgentSupport = async (db: Database, agentId: number): Promise<AgentSupport> =>
  (await agentSupportRow(db, agentId)) ?? NONE;
