import {
  addDays,
  isFourDFamily,
  ROUND_FAMILIES,
  roundsAhead,
  toBangkokIso,
  type RoundFamily,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { loadFamilySettings, scheduleSettingsOf } from './family-settings.ts';
import { advanceStatuses, insertPlannedRounds, type PlannedRound } from './rounds-repository.ts';

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

  const rows = plans.map((p): PlannedRound => ({
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
  return insertPlannedRounds(db, rows, copied);
};

/**
 * The time-driven status moves: SCHEDULED → OPEN at the open time, OPEN → CLOSED at the close
 * time. Selling never waits for this step (placement checks the times itself); it keeps the
 * stored status honest for lists, staff and the settlement steps of later issues.
 */
export const advanceRoundStatus = async (db: Database, now: Date = new Date()): Promise<void> => {
  await advanceStatuses(db, now);
};
