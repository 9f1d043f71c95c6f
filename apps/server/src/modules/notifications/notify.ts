import type { NotificationKind } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Params travel as JSON: satang as a baht number, names as text. */
export type NotificationParams = Record<string, string | number>;

/**
 * Adds a notification INSIDE the caller's transaction (the money tx of its cause): it exists
 * exactly when the change committed, and the delivery loop (deliver.ts) sends it after COMMIT.
 */
export const notifyMember = async (
  tx: Database,
  member: bigint | { uuid: string },
  kind: NotificationKind,
  params: NotificationParams,
): Promise<void> => {
  const memberId =
    typeof member === 'bigint'
      ? sql`${member.toString()}::bigint`
      : sql`(select id from members where uuid = ${member.uuid}::uuid)`;
  await tx.execute(sql`
    insert into notifications (member_id, kind, params)
    values (${memberId}, ${kind}, ${JSON.stringify(params)}::jsonb)`);
};

/**
 * One row per winning member of a settlement batch, in one INSERT … SELECT over the batch's
 * first-time winning poys (set-based: no loop per winner). `amount` is the member's total win in
 * the batch, baht; `round` the round's name.
 */
export const notifyPoysWon = async (tx: Database, poyIds: readonly string[]): Promise<void> => {
  if (poyIds.length === 0) return;
  await tx.execute(sql`
    insert into notifications (member_id, kind, params)
    select p.member_id, 'POY_WON', jsonb_build_object('amount', sum(p.win) / 100.0, 'round', r.name)
    from poys p join lotto_rounds r on r.id = p.round_id
    where p.id = any(${`{${poyIds.join(',')}}`}::bigint[]) and p.win > 0
    group by p.member_id, r.name`);
};
