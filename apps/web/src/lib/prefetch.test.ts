import { describe, expect, it, vi } from 'vitest';
import { canPrefetch, prefetchRoute, setRoutePrefetcher } from './prefetch.ts';

describe('canPrefetch', () => {
  it('prefetches when the connection is unknown or fast', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch(null)).toBe(true);
    expect(canPrefetch({})).toBe(true);
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('skips on data saver', () => {
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it('skips on 2g and slow-2g', () => {
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('prefetchRoute', () => {
  it('loads a path once, and not at all on a slow connection', () => {
    const load = vi.fn(() => Promise.resolve());
    setRoutePrefetcher(load);
    prefetchRoute('/slow', { effectiveType: '2g' });
    expect(load).not.toHaveBeenCalled();
    prefetchRoute('/fast', { effectiveType: '4g' });
    prefetchRoute('/fast', { effectiveType: '4g' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/fast');
  });
});
