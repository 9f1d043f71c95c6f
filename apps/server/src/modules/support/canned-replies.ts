import type { CannedReply } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';

interface Row {
  id: string;
  title: string;
  texts: CannedReply['texts'];
  sort_order: number;
}

const toReply = (row: Row): CannedReply => ({
  id: row.id,
  title: row.title,
  texts: row.texts,
  sortOrder: row.sort_order,
});

export const listCanned = async (db: Database): Promise<CannedReply[]> =>
  rowsOf<Row>(
    await db.execute(
      sql`select id::text, title, texts, sort_order from chat_canned_replies order by sort_order, id`,
    ),
  ).map(toReply);

const lockCanned = async (tx: Database, id: string): Promise<CannedReply> => {
  const [row] = rowsOf<Row>(
    await tx.execute(
      sql`select id::text, title, texts, sort_order from chat_canned_replies where id = ${id}::bigint for update`,
    ),
  );
  if (!row) throw appError('CANNED_REPLY_NOT_FOUND');
  return toReply(row);
};

/** Creates (no id) or replaces a canned reply. Audited. */
export const saveCanned = async (
  db: Database,
  actor: AuditActor,
  input: { id?: string | undefined; title: string; texts: CannedReply['texts']; sortOrder: number },
): Promise<CannedReply> =>
  withAudit(db, actor, async (tx) => {
    const before = input.id === undefined ? null : await lockCanned(tx, input.id);
    const texts = JSON.stringify(input.texts);
    const [row] = rowsOf<Row>(
      await tx.execute(
        input.id === undefined
          ? sql`insert into chat_canned_replies (title, texts, sort_order)
              values (${input.title}, ${texts}::jsonb, ${input.sortOrder})
              returning id::text, title, texts, sort_order`
          : sql`update chat_canned_replies set title = ${input.title}, texts = ${texts}::jsonb,
              sort_order = ${input.sortOrder}, updated_at = now() where id = ${input.id}::bigint
              returning id::text, title, texts, sort_order`,
      ),
    );
    if (!row) throw new Error('chat_canned_replies: write returned nothing');
    const reply = toReply(row);
    return {
      result: reply,
      audit: {
        action: before ? 'support.canned.update' : 'support.canned.create',
        targetType: 'chat_canned_reply',
        targetId: reply.id,
        before,
        after: reply,
      },
    };
  });

export const deleteCanned = async (db: Database, actor: AuditActor, id: string): Promise<void> =>
  withAudit(db, actor, async (tx) => {
    const before = await lockCanned(tx, id);
    await tx.execute(sql`delete from chat_canned_replies where id = ${id}::bigint`);
    return {
      result: undefined,
      audit: {
        action: 'support.canned.delete',
        targetType: 'chat_canned_reply',
        targetId: id,
        before,
        after: null,
      },
    };
  });
