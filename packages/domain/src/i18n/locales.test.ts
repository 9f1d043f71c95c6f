import { describe, expect, it } from 'vitest';
import { normalizeLocale } from './locales.ts';

describe('normalizeLocale', () => {
  it('keeps each supported locale', () => {
    for (const locale of ['th', 'en', 'kh', 'mm']) expect(normalizeLocale(locale)).toBe(locale);
  });
  it('falls back to th for unknown, empty or differently cased values', () => {
    for (const value of ['fr', '', 'EN', undefined, null, 'th-TH']) expect(normalizeLocale(value)).toBe('th');
  });
});
