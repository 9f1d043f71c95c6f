import { YING_NUMBER_PATTERN } from '@chokdee/domain';

/** A shot is exactly five digits, 00000–99999, kept as text so leading zeros survive. */
export const SHOT_LENGTH = 5;

/** What the shot field keeps of a typed or pasted value: its digits, at most five. */
export const sanitizeShot = (raw: string): string => raw.replace(/\D+/g, '').slice(0, SHOT_LENGTH);

/** Ready to send: the server's own rule (the shared pattern), exactly five digits. */
export const isShotNumber = (value: string): boolean => YING_NUMBER_PATTERN.test(value);

/**
 * A random shot, uniform over 00000–99999: the member who does not want to pick a number. `random`
 * gives 32 random bits (crypto by default; tests pass their own); 2^32 is not a multiple of 100,000,
 * so draws from the short top slice are redrawn to keep every number equally likely.
 */
export function randomShot(
  random: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0,
): string {
  const limit = 2 ** 32 - (2 ** 32 % 100_000);
  let value = random();
  while (value >= limit) value = random();
  return String(value % 100_000).padStart(SHOT_LENGTH, '0');
}
