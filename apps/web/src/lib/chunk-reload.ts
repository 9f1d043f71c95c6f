/** Spec §9: a chunk-load failure reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chokdee:chunk-reload-at';

/** True when no reload happened yet, or the last one is at least 60 s ago (or in the future: clock change). */
export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null | undefined): boolean {
  if (lastReloadAt === null || lastReloadAt === undefined || !Number.isFinite(lastReloadAt)) return true;
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

function readLastReload(): number | null {
  try {
    const raw = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/**
 * Reloads the page if the guard allows it; returns whether a reload was started. Never while the
 * browser is offline: then the chunk failed for want of a connection, not because a deploy replaced
 * it, and a reload would swap the site's offline screen for the browser's own error page, which does
 * not come back by itself when the connection does.
 */
export function reloadAfterChunkError(
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!navigator.onLine) return false;
  if (!shouldReloadAfterChunkError(now, readLastReload())) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false; // without storage the guard cannot hold: never risk a reload loop
  }
  reload();
  return true;
}

/** Vite fires `vite:preloadError` when a preloaded dependency of a dynamic import fails. */
export function installPreloadErrorHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}
