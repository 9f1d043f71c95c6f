import { describe, expect, it } from 'vitest';
import { balancePoints, monthLabel } from './summary-charts.ts';

describe('statement charts data', () => {
  const months = [
    { month: '2026-02', in: 0, out: 0 },
    { month: '2026-03', in: 100, out: 25 },
  ];

  it('starts the balance line at the window start with the opening balance, then each day', () => {
    expect(balancePoints({ opening: 40, months, days: [{ date: '2026-03-05', balance: 115 }] })).toEqual([
      { date: '2026-02-01', balance: 40 },
      { date: '2026-03-05', balance: 115 },
    ]);
    // A movement on the first day already gives that day's point.
    expect(balancePoints({ opening: 0, months, days: [{ date: '2026-02-01', balance: 5 }] })).toEqual([
      { date: '2026-02-01', balance: 5 },
    ]);
  });

  it('names a month in the member’s language, Gregorian year', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 26');
    expect(monthLabel('2026-03', 'th')).toMatch(/มี\.ค\. 26/);
    expect(monthLabel('bad', 'th')).toBe('bad');
  });
});
