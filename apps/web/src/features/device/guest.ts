import { readCookie, writeCookie } from '../../lib/cookies.ts';

/** Spec §3, §9: cookie `guest` = `guest-` + 8 random characters, kept 604800 s (7 days), set once. */
export const GUEST_COOKIE = 'guest';
export const GUEST_COOKIE_MAX_AGE = 604_800;
export const GUEST_PATTERN = /^guest-[a-z0-9]{8}$/;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 8 characters from [a-z0-9], unbiased (bytes >= 252 are drawn again). */
const browserRandom = (count: number): Uint8Array => crypto.getRandomValues(new Uint8Array(count));

export function randomGuestId(random: (count: number) => Uint8Array = browserRandom): string {
  let id = '';
  while (id.length < 8) {
    for (const byte of random(16)) {
      if (byte >= 252 || id.length === 8) continue;
      id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `guest-${id}`;
}

/** Returns the visitor's guest name, creating the cookie when it is missing or malformed. */
export function ensureGuestCookie(): string {
  const existing = readCookie(GUEST_COOKIE);
  if (existing && GUEST_PATTERN.test(existing)) return existing;
  const id = randomGuestId();
  writeCookie(GUEST_COOKIE, id, { maxAge: GUEST_COOKIE_MAX_AGE, sameSite: 'Lax' });
  return id;
}
