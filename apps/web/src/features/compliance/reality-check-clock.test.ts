import { describe, expect, it } from 'vitest';
import { minutesPlayed, nextReminderAt } from './reality-check-clock.ts';

const MIN = 60_000;

describe('the reminder marks', () => {
  it('fall every N minutes from the login, whatever moment the tab asks', () => {
    expect(nextReminderAt(0, 15, 0)).toBe(15 * MIN);
    expect(nextReminderAt(0, 15, 14 * MIN)).toBe(15 * MIN);
    // Answered exactly at a mark: the next one.
    expect(nextReminderAt(0, 15, 15 * MIN)).toBe(30 * MIN);
    expect(nextReminderAt(0, 15, 47 * MIN)).toBe(60 * MIN);
    // A clock behind the server's start still waits for the first full interval.
    expect(nextReminderAt(10 * MIN, 30, 0)).toBe(40 * MIN);
  });

  it('count whole minutes played', () => {
    expect(minutesPlayed(0, 90 * MIN + 59_000)).toBe(90);
    expect(minutesPlayed(5 * MIN, 0)).toBe(0);
  });
});
