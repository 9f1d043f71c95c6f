import { describe, expect, it } from 'vitest';
import { bangkokDayOf, bangkokDayStart, bangkokMinute, bangkokToday, toBangkokIso } from './bangkok-time.ts';

describe('Bangkok time', () => {
  it('writes an instant with +07:00', () => {
    expect(toBangkokIso(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T07:00:00+07:00');
  });

  it('counts the Bangkok day, not the UTC one', () => {
    // 18:30 UTC is 01:30 the next morning in Bangkok.
    const lateUtc = new Date('2026-11-25T18:30:00Z');
    expect(bangkokToday(lateUtc)).toBe('2026-11-26');
    expect(bangkokMinute(lateUtc)).toBe('2026-11-26T01:30');
    expect(bangkokDayOf(lateUtc)).toEqual({
      start: new Date('2026-11-25T17:00:00Z'),
      end: new Date('2026-11-26T17:00:00Z'),
    });
  });

  it('starts a day at Bangkok midnight', () => {
    expect(bangkokDayStart('2026-11-26').toISOString()).toBe('2026-11-25T17:00:00.000Z');
  });
});
