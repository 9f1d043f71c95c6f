import { loadAuth } from '../features/auth/index.ts';
import { ensureGuestCookie, ensureVisitorId } from '../features/device/index.ts';

/**
 * Runs `work` once the page has loaded and the browser is idle: FingerprintJS reads the canvas,
 * audio and fonts, seconds of main-thread work on a cheap phone, which must not compete with the
 * first page becoming usable.
 */
const afterLoadWhenIdle = (work: () => void): void => {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 3000 });
    else setTimeout(work, 1500);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
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
