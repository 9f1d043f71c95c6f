import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { CENTRE_AGENT_ID } from '../../db/demo-seed.ts';

export interface AgentSupport {
  phoneNumber: string | null;
  activePopup: boolean;
  activeSupport: boolean;
  urlBailek: string | null;
  urlPopup: string | null;
  urlSupport: string | null;
}

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
export const getAgentSupport = async (db: Database, agentId: number): Promise<AgentSupport> => {
  const [row] = rowsOf<AgentSupport>(
    await db.execute(sql`
      select phone_number as "phoneNumber", active_popup as "activePopup", active_support as "activeSupport",
        url_bailek as "urlBailek", url_popup as "urlPopup", url_support as "urlSupport"
      from agents where id in (${agentId}, ${CENTRE_AGENT_ID})
      order by (id = ${agentId}) desc limit 1`),
  );
  return row ?? NONE;
};
