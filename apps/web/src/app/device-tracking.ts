import { loadAuth } from '../features/auth/index.ts';
import { ensureGuestCookie, ensureVisitorId } from '../features/device/index.ts';

const whenIdle = (work: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1500);
};

/**
 * At start: the guest cookie at once; the visitor id when the browser is idle (its library is a
 * separate chunk, so it never delays the first page), for the member when one is logged in.
 */
export function startDeviceTracking(): void {
  ensureGuestCookie();
  whenIdle(() => {
    loadAuth()
      .catch(() => null)
      .then((user) => ensureVisitorId(user?.uuid ?? ''))
      .catch((error: unknown) => console.error(error));
  });
}
