import { promotionBonusOf, satang, type Locale, type PromotionType } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { quotesOf } from './promotion-quotes.ts';

/** A text of `{ th, en, kh, mm }` in the locale; an empty or missing one shows th. */
const localised = (column: string, locale: Locale) =>
  sql.raw(`coalesce(nullif(${column} ->> '${locale}', ''), ${column} ->> 'th', '')`);

const RUNNING = sql`pr.active and now() >= pr.starts_at and now() < pr.ends_at`;

interface Row {
  id: string;
  title: string;
  body: string;
  image: string | null;
  type: PromotionType;
  starts_at: string;
  ends_at: string;
}

/**
 * The running promotions, newest first. With a member, each also says whether they may claim it
 * now, when they claimed it, and what a claim would pay and add to their turnover: two
 * statements whatever the number of promotions.
 */
export const listPromotions = async (db: Database, locale: Locale, memberId: bigint | null) => {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select pr.id::text, ${localised('pr.title', locale)} as title, ${localised('pr.body', locale)} as body,
        pr.image, pr.type, ${bkk('pr.starts_at')} as starts_at, ${bkk('pr.ends_at')} as ends_at
      from promotions pr where ${RUNNING}
      order by pr.starts_at desc, pr.id desc`),
  );
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    image: row.image,
    type: row.type,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  }));
  if (memberId === null) return items;
  const quotes = new Map((await quotesOf(db, memberId, RUNNING)).map((quote) => [quote.id, quote]));
  return items.map((item) => {
    const quote = quotes.get(item.id);
    const { bonus, turnover } = quote ? promotionBonusOf(quote, quote.basis) : NOTHING;
    const claimable = !!quote && quote.running && quote.eligible && quote.claimedAt === null && bonus > 0n;
    return {
      ...item,
      claimable,
      claimedAt: quote?.claimedAt ?? null,
      bonus: claimable ? bonus : NOTHING.bonus,
      turnOver: claimable ? turnover : NOTHING.turnover,
    };
  });
};

const NOTHING = { bonus: satang(0n), turnover: satang(0n) };
