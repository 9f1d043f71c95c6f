import { YING_COOLDOWN_SECONDS } from '@chokdee/domain';

/** One shot per member every 5 seconds (lottery-domain.md); the server enforces it with a 429. */
export const SHOT_COOLDOWN_MS = YING_COOLDOWN_SECONDS * 1000;

/** Milliseconds until the next shot may be sent; 0 when it may be sent now. */
export const cooldownLeft = (
  lastShotAt: number | null,
  nowMs: number,
  cooldownMs = SHOT_COOLDOWN_MS,
): number => (lastShotAt === null ? 0 : Math.max(0, Math.min(cooldownMs, lastShotAt + cooldownMs - nowMs)));

/** Whole seconds shown on the button while cooling down ("5", "4" … "1"). */
export const cooldownSeconds = (leftMs: number): number => Math.ceil(leftMs / 1000);
