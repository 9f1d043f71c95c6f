import { YING_NUMBER_PATTERN } from '@chokdee/domain';

/** A shot is exactly five digits, 00000–99999, kept as text so leading zeros survive. */
export const SHOT_LENGTH = 5;

/** What the shot field keeps of a typed or pasted value: its digits, at most five. */
export const sanitizeShot = (raw: string): string => raw.replace(/\D+/g, '').slice(0, SHOT_LENGTH);

/** Ready to send: the server's own rule (the shared pattern), exactly five digits. */
export const isShotNumber = (value: string): boolean => YING_NUMBER_PATTERN.test(value);
