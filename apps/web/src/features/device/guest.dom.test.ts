// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import { ensureGuestCookie, GUEST_COOKIE_MAX_AGE, GUEST_PATTERN, randomGuestId } from './guest.ts';

afterEach(() => {
  document.cookie = 'guest=; path=/; max-age=0';
  vi.restoreAllMocks();
});

describe('guest cookie', () => {
  it('is guest- plus 8 lowercase letters or digits', () => {
    for (let i = 0; i < 200; i += 1) expect(randomGuestId()).toMatch(GUEST_PATTERN);
  });

  it('draws again rather than bias the alphabet (bytes >= 252 are skipped)', () => {
    let call = 0;
    const random = (count: number) => {
      call += 1;
      return new Uint8Array(count).fill(call === 1 ? 255 : 1);
    };
    expect(randomGuestId(random)).toBe('guest-bbbbbbbb');
    expect(call).toBe(2);
  });

  it('lives 7 days (604800 s) and is written once', () => {
    expect(GUEST_COOKIE_MAX_AGE).toBe(604_800);
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    const first = ensureGuestCookie();
    expect(first).toMatch(GUEST_PATTERN);
    expect(readCookie('guest')).toBe(first);
    expect(writes).toEqual([serializeCookie('guest', first, { maxAge: 604_800, sameSite: 'Lax' })]);
    expect(writes[0]).toContain('max-age=604800');
    expect(ensureGuestCookie()).toBe(first);
    expect(writes).toHaveLength(1);
  });

  it('replaces a malformed value', () => {
    document.cookie = 'guest=hacker; path=/';
    expect(ensureGuestCookie()).toMatch(GUEST_PATTERN);
  });
});
