import { satang } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import {
  bangkokDate,
  formatBaht,
  formatClock,
  formatDateTime,
  formatDay,
  formatSatang,
  formatTimestamp,
} from './format.ts';

describe('money', () => {
  it('formats baht numbers and satang integers to the same text', () => {
    expect(formatBaht(1234.5)).toBe('1,234.50');
    expect(formatBaht(-0.05)).toBe('-0.05');
    expect(formatSatang(satang(123_450))).toBe('1,234.50');
    expect(formatSatang(5n)).toBe('0.05');
  });

  it('formats baht exactly as th-TH with two decimals would', () => {
    const intl = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const baht of [
      0, 0.1, 0.29, 1, 12.3, 999.99, 1000, 10_000, 123_456.78, 1_234_567.5, 9_876_543_210.01, -5, -1234.56,
    ])
      expect(formatBaht(baht)).toBe(intl.format(baht));
  });
});

describe('Bangkok time', () => {
  const instant = '2026-03-15T17:30:05Z';

  it('shows the Bangkok wall clock of any instant', () => {
    expect(formatDateTime(instant)).toBe('16/03/2026 00:30:05');
    expect(formatTimestamp(instant)).toBe('2026-03-16 00:30:05');
    expect(formatClock(instant)).toBe('00:30:05');
    expect(formatTimestamp('2026-07-01T10:00:00+07:00')).toBe('2026-07-01 10:00:00');
  });

  it("agrees with Intl's Asia/Bangkok clock at every hour across the years", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const hour = 3_600_000;
    for (let time = Date.UTC(1971, 0, 1); time < Date.UTC(2100, 0, 1); time += 997 * hour + 61_001) {
      const parts = Object.fromEntries(intl.formatToParts(time).map((p) => [p.type, p.value]));
      expect(formatTimestamp(new Date(time).toISOString())).toBe(
        `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`,
      );
    }
  });

  it('keeps an unparseable value and marks a missing one', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatClock('soon')).toBe('soon');
    expect(formatTimestamp('soon')).toBe('soon');
    expect(formatTimestamp(null)).toBe('—');
  });

  it('knows the Bangkok date across the UTC midnight', () => {
    expect(bangkokDate(new Date('2026-03-15T17:30:00Z'))).toBe('2026-03-16');
    expect(bangkokDate(new Date('2026-03-15T16:59:59Z'))).toBe('2026-03-15');
  });

  it('shows a calendar day as DD/MM/YYYY', () => {
    expect(formatDay('2026-03-16')).toBe('16/03/2026');
    expect(formatDay('')).toBe('');
    expect(formatDay('16/03/2026')).toBe('');
  });
});
