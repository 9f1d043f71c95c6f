import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';
import { HTML_LANG, readLocaleCookie, writeLocaleCookie } from './locale.ts';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

describe('locale cookie', () => {
  afterEach(clearCookies);

  it('defaults to th without a cookie and does not invent one', () => {
    expect(readLocaleCookie()).toBe('th');
    expect(readCookie('locale')).toBeUndefined();
  });

  it('reads each supported locale', () => {
    for (const locale of ['th', 'en', 'kh', 'mm'] as const) {
      writeLocaleCookie(locale);
      expect(readLocaleCookie()).toBe(locale);
    }
  });

  it('falls back to th for an unknown value and rewrites the cookie to th', () => {
    document.cookie = 'locale=fr; path=/';
    expect(readLocaleCookie()).toBe('th');
    expect(readCookie('locale')).toBe('th');
  });

  it('writes a path=/ one-year Lax cookie', () => {
    let written = '';
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      set: (v: string) => (written = v),
      get: () => '',
    });
    try {
      writeLocaleCookie('kh');
    } finally {
      delete (document as { cookie?: string }).cookie;
      if (descriptor) Object.defineProperty(Document.prototype, 'cookie', descriptor);
    }
    expect(written).toContain('locale=kh');
    expect(written).toContain('path=/');
    expect(written).toContain(`max-age=${365 * 24 * 60 * 60}`);
    expect(written).toContain('SameSite=Lax');
  });

  it('maps kh and mm to the ISO html lang codes', () => {
    expect(HTML_LANG).toEqual({ th: 'th', en: 'en', kh: 'km', mm: 'my' });
  });
});
