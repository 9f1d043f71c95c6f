import type { BroadcastAudience } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { selfExcludedNow } from '../../platform/auth/self-exclusion-gate.ts';

/**
 * Statuses that cannot open the inbox: 1 awaits approval, 9 is banned (api-contract.md); and no
 * message reaches a self-excluded member (docs/compliance.md).
 */
const AUDIENCE_BASE = sql`m.status not in (1, 9) and not ${selfExcludedNow(sql`m.id`)}`;

const audienceWhere = (audience: BroadcastAudience) => {
  if (audience.audience === 'LEVEL') return sql`${AUDIENCE_BASE} and m.level >= ${audience.minLevel ?? 0}`;
  if (audience.audience === 'AGENT') return sql`${AUDIENCE_BASE} and m.agent_id = ${audience.agentId ?? 0}`;
  return AUDIENCE_BASE;
};

/** How many members the audience holds now (the preview staff see before sending). */
export const countAudience = async (
  db: Database,
  audience: BroadcastAudience,
): Promise<{ members: number }> => {
  const [row] = rowsOf<{ members: number }>(
    await db.execute(sql`select count(*)::int as members from members m where ${audienceWhere(audience)}`),
  );
  return { members: row?.members ?? 0 };
};

/**
 * One BROADCAST notification per member of the audience in one INSERT … SELECT, with its audit row
 * in the same transaction; the delivery loop (deliver.ts) pushes them after COMMIT. The params are
 * the texts per language: the web app shows the member's, or the Thai one.
 */
export const broadcast = (
  db: Database,
  actor: AuditActor,
  input: { audience: BroadcastAudience; text: Record<'th' | 'en' | 'kh' | 'mm', string> },
): Promise<{ members: number }> =>
  withAudit(db, actor, async (tx) => {
    const texts = Object.fromEntries(Object.entries(input.text).filter(([, text]) => text !== ''));
    const [row] = rowsOf<{ members: number }>(
      await tx.execute(sql`
        with sent as (
          insert into notifications (member_id, kind, params)
          select m.id, 'BROADCAST', ${JSON.stringify(texts)}::jsonb from members m
          where ${audienceWhere(input.audience)}
          returning 1)
        select count(*)::int as members from sent`),
    );
    const members = row?.members ?? 0;
    return {
      result: { members },
      audit: {
        action: 'notifications.broadcast',
        targetType: 'broadcast',
        targetId: input.audience.audience,
        before: null,
        after: { ...input.audience, text: texts, members },
      },
    };
  });
