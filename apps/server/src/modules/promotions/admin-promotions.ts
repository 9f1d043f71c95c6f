import { hundredthsToRate, satang, type AdminPromotion, type PromotionFields } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { appError } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/paged-list.ts';
import { sanitizeRichText } from '../../platform/html-sanitizer.ts';

type Texts = AdminPromotion['title'];

interface Row {
  id: string;
  type: AdminPromotion['type'];
  title: Texts;
  body: Texts;
  image: string | null;
  audience: AdminPromotion['audience'];
  new_member_days: number | null;
  min_level: number | null;
  percent_bp: number;
  cap: string;
  multiplier_hundredths: number;
  starts_at: string;
  ends_at: string;
  active: boolean;
  claims: number;
  bonus_total: string;
  updated_at: string;
}

const toPromotion = (row: Row) => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  image: row.image,
  audience: row.audience,
  newMemberDays: row.new_member_days,
  minLevel: row.min_level === null ? null : Number(row.min_level),
  percent: hundredthsToRate(Number(row.percent_bp)),
  cap: satang(row.cap),
  turnoverMultiplier: hundredthsToRate(Number(row.multiplier_hundredths)),
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  active: row.active,
  claims: Number(row.claims),
  bonusTotal: satang(row.bonus_total),
  updatedAt: row.updated_at,
});

/** Every promotion (or one), newest first, with its claim count and bonus total: one statement. */
const selectPromotions = async (db: Database, id?: string) =>
  rowsOf<Row>(
    await db.execute(sql`
      select pr.id::text, pr.type, pr.title, pr.body, pr.image, pr.audience, pr.new_member_days, pr.min_level,
        pr.percent_bp, pr.cap::text, pr.multiplier_hundredths, ${bkk('pr.starts_at')} as starts_at,
        ${bkk('pr.ends_at')} as ends_at, pr.active, coalesce(c.claims, 0)::int as claims,
        coalesce(c.bonus, 0)::text as bonus_total, ${bkk('pr.updated_at')} as updated_at
      from promotions pr
      left join (select promotion_id, count(*) as claims, sum(bonus) as bonus from promotion_claims group by promotion_id) c
        on c.promotion_id = pr.id
      where ${id === undefined ? sql`true` : sql`pr.id = ${id}::bigint`}
      order by pr.starts_at desc, pr.id desc`),
  ).map(toPromotion);

export const listForStaff = async (db: Database) => ({ items: await selectPromotions(db) });

const found = async (db: Database, id: string) => {
  const [promotion] = await selectPromotions(db, id);
  if (!promotion) throw appError('PROMOTION_NOT_FOUND');
  return promotion;
};

/** The stored columns of the fields; every body sanitised here, on save. */
const columnsOf = (fields: PromotionFields) => {
  const body = Object.fromEntries(
    Object.entries(fields.body).map(([locale, html]) => [locale, sanitizeRichText(html)]),
  );
  return sql`${fields.type}, ${JSON.stringify(fields.title)}::jsonb, ${JSON.stringify(body)}::jsonb, ${fields.image},
    ${fields.audience}, ${fields.audience === 'NEW_MEMBERS' ? fields.newMemberDays : null}::int,
    ${fields.audience === 'LEVEL' ? fields.minLevel : null}::smallint, ${fields.percent}::int,
    ${fields.cap.toString()}::bigint, ${fields.turnoverMultiplier}::int, ${fields.startsAt}::timestamptz,
    ${fields.endsAt}::timestamptz, ${fields.active}`;
};

const COLUMNS = sql.raw(`type, title, body, image, audience, new_member_days, min_level, percent_bp, cap,
  multiplier_hundredths, starts_at, ends_at, active`);

export const createPromotion = (db: Database, actor: AuditActor, fields: PromotionFields) =>
  withAudit(db, actor, async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`insert into promotions (${COLUMNS}) values (${columnsOf(fields)}) returning id::text`,
      ),
    );
    const after = await found(tx, row?.id ?? '0');
    return {
      result: after,
      audit: {
        action: 'promotions.create',
        targetType: 'promotion',
        targetId: after.id,
        before: null,
        after,
      },
    };
  });

/** Changes a promotion; `active: false` disables it. Claims already paid stay as they are. */
export const updatePromotion = (
  db: Database,
  actor: AuditActor,
  { id, ...fields }: PromotionFields & { id: string },
) =>
  withAudit(db, actor, async (tx) => {
    const before = await found(tx, id);
    await tx.execute(sql`
      update promotions set (${COLUMNS}, updated_at) = (${columnsOf(fields)}, now())
      where id = ${id}::bigint`);
    const after = await found(tx, id);
    return {
      result: after,
      audit: { action: 'promotions.update', targetType: 'promotion', targetId: id, before, after },
    };
  });

/** A promotion's claims, newest first, a page at a time, with the count and bonus total of all. */
export const claimsForStaff = async (db: Database, query: PageRequest & { id: string }) => {
  await found(db, query.id);
  const [totals] = rowsOf<{ total: number; bonus: string }>(
    await db.execute(sql`
      select count(*)::int as total, coalesce(sum(bonus), 0)::text as bonus
      from promotion_claims where promotion_id = ${query.id}::bigint`),
  );
  const rows = rowsOf<{
    member_uuid: string;
    user_name: string;
    period: string;
    basis: string;
    bonus: string;
    turnover: string;
    created_at: string;
  }>(
    await db.execute(sql`
      select m.uuid::text as member_uuid, m.user_name, c.period, c.basis::text, c.bonus::text, c.turnover::text,
        ${bkk('c.created_at')} as created_at
      from promotion_claims c join members m on m.id = c.member_id
      where c.promotion_id = ${query.id}::bigint
      order by c.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  const items = rows.map((row) => ({
    memberUuid: row.member_uuid,
    userName: row.user_name,
    period: row.period,
    basis: satang(row.basis),
    bonus: satang(row.bonus),
    turnOver: satang(row.turnover),
    createdAt: row.created_at,
  }));
  return {
    items,
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    bonusTotal: satang(totals?.bonus ?? '0'),
  };
};
