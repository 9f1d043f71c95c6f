import { loadAuth } from '../features/auth/index.ts';
import { ensureGuestCookie, ensureVisitorId } from '../features/device/index.ts';

/** How long after the first page's first render the fingerprint starts (see below). */
const AFTER_FIRST_RENDER_MS = 10_000;

/**
 * Runs `work` some seconds after the first page has rendered, when the browser is idle:
 * FingerprintJS reads the canvas, audio and fonts, long tasks of a second or more on a cheap phone.
 * Right after the render they would land where the member first taps (Lighthouse counted 0.5–1 s
 * of blocking time from them on every page). Counted from the render, not from `load`: the app
 * starts after `load` (public/boot.js), so on a slow phone "5 s after load" could still be while
 * the first page was settling.
 */
const afterFirstRenderWhenIdle = (work: () => void): void => {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 3000 });
    else work();
  };
  setTimeout(whenIdle, AFTER_FIRST_RENDER_MS);
};

/** At start: the guest cookie, at once. */
export function startDeviceTracking(): void {
  ensureGuestCookie();
}

/**
 * Once the first page has rendered: the visitor id some seconds later, when the browser is idle
 * (its library is a separate chunk, so it never delays the first page), for the member when one is
 * logged in.
 */
export function trackVisitorAfterFirstRender(): void {
  afterFirstRenderWhenIdle(() => {
    loadAuth()
      .catch(() => null)
      .then((user) => ensureVisitorId(user?.uuid ?? ''))
      .catch((error: unknown) => console.error(error));
  });
}
