import { randomInt } from 'node:crypto';

/**
 * Spec §3, §6, §9: a guest's id cookie, `guest-` and 8 random characters of [a-z0-9], kept 604800 s.
 * The web app sets it on a first visit (features/device/guest.ts, it also goes with the device
 * report); chat.open sets it for a client that has none.
 */
export const GUEST_COOKIE = 'guest';
export const GUEST_COOKIE_MAX_AGE_S = 604_800;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const GUEST_ID = /^guest-[a-z0-9]{8}$/;

export const isGuestId = (value: string): boolean => GUEST_ID.test(value);

/** The cookie is a guest's key to their conversation: unpredictable (`node:crypto`), 36^8 values. */
export const newGuestId = (): string =>
  `guest-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
