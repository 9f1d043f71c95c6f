import { loadAuth } from '../features/auth/index.ts';
import { ensureGuestCookie, ensureVisitorId } from '../features/device/index.ts';

/** How long the page must have been loaded before the fingerprint starts (see below). */
const AFTER_LOAD_MS = 5000;

/**
 * Runs `work` a few seconds after the page has loaded, when the browser is idle: FingerprintJS
 * reads the canvas, audio and fonts, long tasks of a second or more on a cheap phone. Right after
 * `load` they would land where the member first taps (Lighthouse counted 0.5–1 s of blocking time
 * from them on every page); a few seconds on, the first page has settled.
 */
const afterLoadWhenIdle = (work: () => void): void => {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 3000 });
    else work();
  };
  const later = () => setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
};

/**
 * At start: the guest cookie at once; the visitor id after the page has loaded, when the browser is
 * idle (its library is a separate chunk, so it never delays the first page), for the member when
 * one is logged in.
 */
export function startDeviceTracking(): void {
  ensureGuestCookie();
  afterLoadWhenIdle(() => {
    loadAuth()
      .catch(() => null)
      .then((user) => ensureVisitorId(user?.uuid ?? ''))
      .catch((error: unknown) => console.error(error));
  });
}
