import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, reloadAfterChunkError, shouldReloadAfterChunkError } from './chunk-reload.ts';

describe('shouldReloadAfterChunkError', () => {
  const now = 1_700_000_000_000;
  it('reloads when there was no reload yet', () => {
    expect(shouldReloadAfterChunkError(now, null)).toBe(true);
    expect(shouldReloadAfterChunkError(now, undefined)).toBe(true);
    expect(shouldReloadAfterChunkError(now, Number.NaN)).toBe(true);
  });
  it('does not reload again within 60 s', () => {
    expect(shouldReloadAfterChunkError(now, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now, now - 59_999)).toBe(false);
  });
  it('reloads again after 60 s', () => {
    expect(shouldReloadAfterChunkError(now, now - 60_000)).toBe(true);
    expect(shouldReloadAfterChunkError(now, now - 3_600_000)).toBe(true);
  });
  it('reloads when the stored time is in the future (clock changed)', () => {
    expect(shouldReloadAfterChunkError(now, now + 10_000)).toBe(true);
  });
});

describe('reloadAfterChunkError', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reloads once, stores the time, and refuses a second reload inside the window', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, reload)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadAfterChunkError(1_030_000, reload)).toBe(false);
    expect(reloadAfterChunkError(1_060_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while the browser is offline, and does not use up the once-per-60-s reload', () => {
    const reload = vi.fn();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadAfterChunkError(1_000_000, reload)).toBe(false);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    onLine.mockReturnValue(true);
    expect(reloadAfterChunkError(1_000_001, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
