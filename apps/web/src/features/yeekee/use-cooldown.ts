import { useCallback, useEffect, useState } from 'react';
import { cooldownLeft, SHOT_COOLDOWN_MS } from './cooldown.ts';

/** Ticks fast enough for a smooth bar, and only while a cooldown runs. */
const TICK_MS = 100;

/**
 * The shot cooldown of this page: `start()` after an accepted shot (or the server's 429), then
 * `leftMs` counts down to 0 and the timer stops.
 */
export function useCooldown(cooldownMs = SHOT_COOLDOWN_MS, now: () => number = Date.now) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [nowMs, setNowMs] = useState(now);
  const leftMs = cooldownLeft(startedAt, nowMs, cooldownMs);
  const running = leftMs > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNowMs(now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running, now]);
  const start = useCallback(() => {
    const at = now();
    setStartedAt(at);
    setNowMs(at);
  }, [now]);
  return { leftMs, running, start, cooldownMs };
}
