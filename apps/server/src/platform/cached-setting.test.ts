import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CachedSetting } from './cached-setting.ts';

describe('CachedSetting', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('answers fresh() only while a read is younger than its TTL, and not after forget()', async () => {
    let reads = 0;
    // Each read answers how many reads there have been.
    const setting = new CachedSetting(() => Promise.resolve((reads += 1)), 1_000);
    expect(setting.fresh()).toBeUndefined();

    expect(await setting.current()).toEqual(1);
    expect(setting.fresh()?.value).toEqual(1);

    vi.advanceTimersByTime(999);
    expect(await setting.current()).toEqual(1);
    vi.advanceTimersByTime(1);
    expect(setting.fresh()).toBeUndefined();
    expect(await setting.current()).toEqual(2);

    setting.forget();
    expect(setting.fresh()).toBeUndefined();
    expect(await setting.current()).toEqual(3);
  });
});
