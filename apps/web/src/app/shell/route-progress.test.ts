import { describe, expect, it } from 'vitest';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, progressAt } from './route-progress.tsx';

describe('progressAt', () => {
  it('advances linearly so that the bar would fill in 5000 ms', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(PROGRESS_DURATION_MS).toBe(5000);
    expect(progressAt(0)).toBe(0);
    expect(progressAt(1250)).toBe(25);
    expect(progressAt(2500)).toBe(50);
  });
  it('never reaches 100 before the navigation ends', () => {
    expect(progressAt(5000)).toBe(99);
    expect(progressAt(60_000)).toBe(99);
    expect(progressAt(-5)).toBe(0);
  });
});
