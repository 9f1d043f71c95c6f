import type { Database } from '../../db/client.ts';
import { CENTRE_AGENT_ID } from '../../db/demo-seed.ts';
import { appError } from '../../platform/errors.ts';
import { agentHasMembers, agentStore, type AgentInput } from './site-repository.ts';
import { auditedRecords } from './audited-records.ts';

const agentRecords = auditedRecords({
  store: agentStore,
  keyOf: (input: AgentInput) => input.id,
  action: 'agent',
  targetType: 'agent',
  taken: 'AGENT_ID_TAKEN',
  notFound: 'AGENT_NOT_FOUND',
  // Only an agent nobody signed up under; the centre agent is the fallback of every member and stays.
  checkRemove: async (tx: Database, id: number) => {
    if (id === CENTRE_AGENT_ID) throw appError('CENTRE_AGENT_KEPT');
    if (await agentHasMembers(tx, id)) throw appError('AGENT_HAS_MEMBERS');
  },
});

export const createAgent = agentRecords.create;
export const updateAgent = agentRecords.update;
export const deleteAgent = agentRecords.remove;
