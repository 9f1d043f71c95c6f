// Without zod: the round page reads these on its first load (ying-schemas.ts holds the bodies' schemas).
import type { RoundFamily } from '../bet/options.ts';

/** The families whose rounds are shot (Yeekee, 5-minute Yeekee, ping-pong): their results are computed. */
export const SHOOTING_FAMILIES = [
  'yeekee',
  'yeekee5min',
  'pingpong',
] as const satisfies readonly RoundFamily[];
export const isShootingFamily = (family: string): boolean =>
  (SHOOTING_FAMILIES as readonly string[]).includes(family);

/** Seconds a member waits between two shots in any round. */
export const YING_COOLDOWN_SECONDS = 5;
export const YINGS_DEFAULT_LIMIT = 30;
export const YINGS_MAX_LIMIT = 200;
