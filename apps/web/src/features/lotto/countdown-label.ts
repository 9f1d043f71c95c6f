import type { TFunction } from 'i18next';
import { countdownParts } from '../../lib/countdown.ts';

/** "2 วัน 4 ชม." / "3h 05m" / "12 မိနစ် 30 စက္ကန့်": the time left in the member's language; null once closed. */
export function countdownLabel(t: TFunction, closeSeconds: number, nowMs: number): string | null {
  const parts = countdownParts(closeSeconds, nowMs);
  if (!parts) return null;
  if (parts.unit === 'days') return t('lobby.countdown.days', { days: parts.days, hours: parts.hours });
  if (parts.unit === 'hours')
    return t('lobby.countdown.hours', {
      hours: parts.hours,
      minutes: String(parts.minutes).padStart(2, '0'),
    });
  return t('lobby.countdown.minutes', {
    minutes: parts.minutes,
    seconds: String(parts.seconds).padStart(2, '0'),
  });
}
