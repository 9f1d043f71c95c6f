import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { CENTRE_AGENT_ID } from '../../db/demo-seed.ts';
import { agents } from '../../db/schema/index.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { toBangkokIso } from '@chokdee/domain';

/** An agent and its support data (what GET /api/agents-supports answers for its members). */
export interface AgentInput {
  id: number;
  name: string;
  phoneNumber?: string | null | undefined;
  activePopup: boolean;
  activeSupport: boolean;
  urlBailek?: string | null | undefined;
  urlPopup?: string | null | undefined;
  urlSupport?: string | null | undefined;
}

type Row = typeof agents.$inferSelect;

const view = (row: Row) => ({ ...row, createdAt: toBangkokIso(row.createdAt) });
const columns = (input: AgentInput) => ({
  name: input.name,
  phoneNumber: input.phoneNumber ?? null,
  activePopup: input.activePopup,
  activeSupport: input.activeSupport,
  urlBailek: input.urlBailek ?? null,
  urlPopup: input.urlPopup ?? null,
  urlSupport: input.urlSupport ?? null,
});
const target = (id: number) => ({ targetType: 'agent' as const, targetId: String(id) });

export const listAgents = async (db: Database) =>
  (await db.select().from(agents).orderBy(asc(agents.id))).map(view);

export const createAgent = (db: Database, actor: AuditActor, input: AgentInput) =>
  withAudit(db, actor, async (tx) => {
    const [row] = await tx
      .insert(agents)
      .values({ id: input.id, ...columns(input) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw appError('AGENT_ID_TAKEN');
    return {
      result: view(row),
      audit: { action: 'agent.create', ...target(row.id), before: null, after: view(row) },
    };
  });

export const updateAgent = (db: Database, actor: AuditActor, input: AgentInput) =>
  withAudit(db, actor, async (tx) => {
    const [before] = await tx.select().from(agents).where(eq(agents.id, input.id)).for('update');
    if (!before) throw appError('AGENT_NOT_FOUND');
    const [row] = await tx.update(agents).set(columns(input)).where(eq(agents.id, input.id)).returning();
    return {
      result: view(row!),
      audit: { action: 'agent.update', ...target(input.id), before: view(before), after: view(row!) },
    };
  });

/** Only an agent nobody signed up under; the centre agent is the fallback of every member and stays. */
export const deleteAgent = (db: Database, actor: AuditActor, id: number) =>
  withAudit(db, actor, async (tx) => {
    if (id === CENTRE_AGENT_ID) throw appError('CENTRE_AGENT_KEPT');
    const [used] = rowsOf<{ used: boolean }>(
      await tx.execute(sql`select exists(select 1 from members where agent_id = ${id}) as used`),
    );
    if (used?.used) throw appError('AGENT_HAS_MEMBERS');
    const [row] = await tx.delete(agents).where(eq(agents.id, id)).returning();
    if (!row) throw appError('AGENT_NOT_FOUND');
    return { result: {}, audit: { action: 'agent.delete', ...target(id), before: view(row), after: null } };
  });
