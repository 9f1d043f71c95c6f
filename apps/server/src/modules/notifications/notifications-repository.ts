import { NOTIFICATIONS_PAGE_SIZE } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { selfExcludedNow } from '../../platform/auth/self-exclusion-gate.ts';

export interface NotificationRow {
  id: string;
  kind: string;
  params: Record<string, unknown>;
  created_at: string;
  read_at: string | null;
}

const unreadOf = async (db: Database, memberId: bigint): Promise<number> =>
  Number(
    rowsOf<{ n: string }>(
      await db.execute(
        sql`select count(*)::text as n from notifications where member_id = ${memberId.toString()}::bigint and read_at is null`,
      ),
    )[0]?.n ?? 0,
  );

/** The member's page, newest first, with the total and unread counts. */
export const pageOfNotifications = async (db: Database, memberId: bigint, page: number) => {
  const member = memberId.toString();
  const rows = rowsOf<NotificationRow & { total: string }>(
    await db.execute(sql`
      select id::text, kind, params, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        to_char(read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as read_at, count(*) over ()::text as total
      from notifications where member_id = ${member}::bigint
      order by id desc limit ${NOTIFICATIONS_PAGE_SIZE} offset ${(page - 1) * NOTIFICATIONS_PAGE_SIZE}`),
  );
  return { rows, total: Number(rows[0]?.total ?? 0), unread: await unreadOf(db, memberId) };
};

/** Marks the member's own rows among `ids` read (the database's clock); others' ids match nothing. */
export const markRead = async (db: Database, memberId: bigint, ids: readonly string[]): Promise<number> => {
  await db.execute(sql`
    update notifications set read_at = now()
    where member_id = ${memberId.toString()}::bigint and read_at is null
      and id = any(${`{${ids.join(',')}}`}::bigint[])`);
  return unreadOf(db, memberId);
};

export const unreadCount = unreadOf;

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** One row per endpoint: a browser subscribing again (or for another member) replaces its row. */
export const saveSubscription = async (db: Database, memberId: bigint, input: PushSubscriptionInput) => {
  await db.execute(sql`
    insert into push_subscriptions (member_id, endpoint, p256dh, auth)
    values (${memberId.toString()}::bigint, ${input.endpoint}, ${input.p256dh}, ${input.auth})
    on conflict (endpoint) do update
      set member_id = excluded.member_id, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = now()`);
};

export const removeSubscription = async (db: Database, endpoint: string): Promise<void> => {
  await db.execute(sql`delete from push_subscriptions where endpoint = ${endpoint}`);
};

export interface ClaimedNotification {
  id: string;
  kind: string;
  params: Record<string, unknown>;
  member_uuid: string;
  unread: number;
  subscriptions: PushSubscriptionInput[];
}

/**
 * Claims up to `limit` committed, undelivered notifications (SKIP LOCKED: every node may run the
 * loop) and answers each with its member's uuid, unread count and push subscriptions (none for a
 * self-excluded member: the inbox keeps the notification, the phone is left alone).
 */
export const claimUndelivered = async (db: Database, limit: number): Promise<ClaimedNotification[]> =>
  rowsOf<ClaimedNotification>(
    await db.execute(sql`
      with claimed as (
        update notifications set delivered_at = now()
        where id in (select id from notifications where delivered_at is null order by id limit ${limit} for update skip locked)
        returning id, member_id, kind, params)
      select c.id::text, c.kind, c.params, m.uuid::text as member_uuid,
        (select count(*)::int from notifications n where n.member_id = c.member_id and n.read_at is null) as unread,
        coalesce((select json_agg(json_build_object('endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth))
          from push_subscriptions s where s.member_id = c.member_id and not ${selfExcludedNow(sql`c.member_id`)}),
          '[]'::json) as subscriptions
      from claimed c join members m on m.id = c.member_id
      order by c.id`),
  );
