import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown.ts';

const NOW = Date.UTC(2026, 10, 27, 5, 0, 0);
const close = (secondsAhead: number) => NOW / 1000 + secondsAhead;

describe('countdownParts', () => {
  it('reads days and hours beyond a day (not "156:39:14")', () => {
    expect(countdownParts(close(156 * 3600 + 39 * 60 + 14), NOW)).toEqual({
      unit: 'days',
      days: 6,
      hours: 12,
    });
    expect(countdownParts(close(86_400), NOW)).toEqual({ unit: 'days', days: 1, hours: 0 });
  });

  it('reads hours and minutes within a day, minutes and seconds within the hour', () => {
    expect(countdownParts(close(86_399), NOW)).toEqual({ unit: 'hours', hours: 23, minutes: 59 });
    expect(countdownParts(close(3600), NOW)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(countdownParts(close(3599), NOW)).toEqual({ unit: 'minutes', minutes: 59, seconds: 59 });
    expect(countdownParts(close(1), NOW)).toEqual({ unit: 'minutes', minutes: 0, seconds: 1 });
  });

  it('is null at and after the close, and counts whole seconds left', () => {
    expect(countdownParts(close(0), NOW)).toBeNull();
    expect(countdownParts(close(-5), NOW)).toBeNull();
    expect(countdownParts(close(2), NOW + 500)).toEqual({ unit: 'minutes', minutes: 0, seconds: 1 });
  });
});
