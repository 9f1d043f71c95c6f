/** Helpers for the promotion API tests (not a test file). */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import type { StaffClient } from '../../../test/admin-test-kit.ts';
import { call } from '../members/test-kit.ts';
import type { Member } from '../deposits/deposits-test-kit.ts';

const DAY = 86_400_000;

/** A running promotion of `type` created through the back office; answers its id. */
export const createPromotion = async (
  staff: StaffClient,
  fields: Record<string, unknown> & { type: string },
): Promise<string> => {
  const created = await staff.post('/api/admin/promotions.create', {
    title: { th: `โปร ${fields.type}`, en: `Promo ${fields.type}` },
    body: { th: '<p>รายละเอียด</p>' },
    percent: 10,
    cap: 1_000,
    turnoverMultiplier: 1,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    ...fields,
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return String(created.body.data?.id);
};

export const claim = (t: TestApp, m: Member, id: string, extra: Record<string, unknown> = {}) =>
  call(t, 'POST', '/api/promotions.claim', { token: m.token, body: { id, ...extra } });

/** The list item of promotion `id` as `m` (or a guest) reads it. */
export const listed = async (t: TestApp, id: string, m?: Member) => {
  const list = await call(t, 'GET', '/api/promotions', m ? { token: m.token } : {});
  return (list.body.data as unknown as Array<Record<string, unknown>>).find((item) => item.id === id);
};

/**
 * Moves a ledger entry a week back, as if it had been posted then: the database's clock cannot be
 * set, so the data goes to the clock (as the round-clock test route does). Test databases only.
 */
export const postedLastWeek = async (t: TestApp, entryId: bigint): Promise<void> => {
  await t.db.execute(sql`alter table ledger_entries disable trigger ledger_entries_immutable`);
  await t.db.execute(
    sql`update ledger_entries set created_at = created_at - interval '7 days' where id = ${entryId.toString()}::bigint`,
  );
  await t.db.execute(sql`alter table ledger_entries enable trigger ledger_entries_immutable`);
};
