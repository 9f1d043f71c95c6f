import {
  addDays,
  isFourDFamily,
  ROUND_FAMILIES,
  roundsAhead,
  toBangkokIso,
  type RoundFamily,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { loadFamilySettings, scheduleSettingsOf } from './family-settings.ts';

/** Yeekee-like families run many rounds a day: a short horizon keeps the table small. */
const INTERVAL_DAYS_AHEAD = 2;
/** Calendar families must reach the next government draw (at most ~16 days away). */
const CALENDAR_DAYS_AHEAD = 17;
const INTERVAL_FAMILIES: readonly RoundFamily[] = ['yeekee', 'yeekee5min', 'pingpong'];

const bangkokDate = (instant: Date): string => toBangkokIso(instant).slice(0, 10);

/**
 * Creates the rounds of every family ahead of time from the families' settings. One INSERT …
 * ON CONFLICT DO NOTHING on the (family, draw date, round number) key: running it twice, or on
 * two nodes at once, creates nothing twice. Rounds already closed at `now` are never created
 * (a fresh install does not fill up with dead rounds). Starts from yesterday because rounds of
 * yesterday's draw date may still close after midnight (spec §4 roll-over). Answers how many
 * rounds it created.
 */
export const generateRounds = async (db: Database, now: Date = new Date()): Promise<number> => {
  const today = bangkokDate(now);
  const settings = await loadFamilySettings(db);
  const schedule = scheduleSettingsOf(settings, today);
  const from = addDays(today, -1);
  const calendarFamilies = ROUND_FAMILIES.filter((f) => !INTERVAL_FAMILIES.includes(f));
  const plans = [
    ...roundsAhead(INTERVAL_FAMILIES, from, INTERVAL_DAYS_AHEAD + 1, schedule),
    ...roundsAhead(calendarFamilies, from, CALENDAR_DAYS_AHEAD + 1, schedule),
  ].filter((plan) => Date.parse(plan.closeAt) > now.getTime());

  const rows = plans.map((p) => ({
    family: p.family,
    draw_date: p.drawDate,
    round_no: p.roundNo,
    name: p.name,
    open_at: p.openAt,
    close_at: p.closeAt,
    result_at: p.resultAt,
  }));
  const copied = Object.fromEntries(
    [...settings.values()].map((s) => [
      s.family,
      {
        rates: s.rates,
        bounds: s.bounds,
        tiers: isFourDFamily(s.family) ? [] : s.tiers,
        round_max: s.roundMax,
        cancel_minutes: s.cancelMinutes,
      },
    ]),
  );
  const result = await db.execute(sql`
    with plan as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as p(family text, draw_date date, round_no int, name text, open_at timestamptz, close_at timestamptz, result_at timestamptz)
    ), family as (select ${JSON.stringify(copied)}::jsonb as settings)
    insert into lotto_rounds (family, draw_date, round_no, name, open_at, close_at, result_at, rates, bounds, tiers, round_max, cancel_minutes)
    select p.family, p.draw_date, p.round_no, p.name, p.open_at, p.close_at, p.result_at,
      f.settings -> p.family -> 'rates', f.settings -> p.family -> 'bounds', f.settings -> p.family -> 'tiers',
      (f.settings -> p.family ->> 'round_max')::bigint, (f.settings -> p.family ->> 'cancel_minutes')::int
    from plan p cross join family f
    order by p.family, p.draw_date, p.round_no
    on conflict (family, draw_date, round_no) do nothing
    returning id`);
  return rowsOf(result).length;
};

/**
 * The time-driven status moves: SCHEDULED → OPEN at the open time, OPEN → CLOSED at the close
 * time. Selling never waits for this step (placement checks the times itself); it keeps the
 * stored status honest for lists, staff and the settlement steps of later issues.
 */
export const advanceRoundStatus = async (db: Database, now: Date = new Date()): Promise<void> => {
  await db.execute(sql`
    update lotto_rounds set status = case when close_at <= ${now.toISOString()}::timestamptz then 'CLOSED' else 'OPEN' end
    where (status = 'SCHEDULED' and open_at <= ${now.toISOString()}::timestamptz)
       or (status = 'OPEN' and close_at <= ${now.toISOString()}::timestamptz)`);
};
