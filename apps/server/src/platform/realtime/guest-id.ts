import { randomInt } from 'node:crypto';

/** Spec §6, §9: a guest's id cookie, `guest-` and 8 random characters, kept 604800 s. */
export const GUEST_COOKIE = 'guest';
export const GUEST_COOKIE_MAX_AGE_S = 604_800;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const GUEST_ID = /^guest-[A-Za-z0-9]{8}$/;

export const isGuestId = (value: string): boolean => GUEST_ID.test(value);

/** The cookie is a guest's only key to their conversation: unpredictable (`node:crypto`). */
export const newGuestId = (): string =>
  `guest-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
