import { describe, expect, it } from 'vitest';
import { dailyTotals, daysBefore } from './report.ts';

const row = (day: string, provider: string, bets: number, wins: number) => ({
  day,
  provider,
  bets,
  wins,
  refunds: 0,
  ggr: Math.round((bets - wins) * 100) / 100,
  betCount: 1,
  players: 1,
});

describe('game report', () => {
  it('daysBefore counts calendar days across months', () => {
    expect(daysBefore('2026-03-05', 13)).toBe('2026-02-20');
  });

  it('dailyTotals: every day of the range, providers added up to the satang', () => {
    const totals = dailyTotals(
      [
        row('2026-11-02', 'chokdee', 10.1, 0.2),
        row('2026-11-02', 'joker', 20.2, 30.1),
        row('2026-12-01', 'x', 1, 1),
      ],
      '2026-11-01',
      '2026-11-03',
    );
    expect(totals).toEqual([
      { day: '2026-11-01', bets: 0, wins: 0, refunds: 0, ggr: 0 },
      { day: '2026-11-02', bets: 30.3, wins: 30.3, refunds: 0, ggr: 0 },
      { day: '2026-11-03', bets: 0, wins: 0, refunds: 0, ggr: 0 },
    ]);
  });
});
