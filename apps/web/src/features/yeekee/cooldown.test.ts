import { describe, expect, it } from 'vitest';
import { cooldownLeft, cooldownSeconds, SHOT_COOLDOWN_MS } from './cooldown.ts';

describe('shot cooldown', () => {
  it('is 5 seconds from the last accepted shot', () => {
    expect(SHOT_COOLDOWN_MS).toBe(5_000);
    expect(cooldownLeft(null, 1_000)).toBe(0);
    expect(cooldownLeft(10_000, 10_000)).toBe(5_000);
    expect(cooldownLeft(10_000, 12_001)).toBe(2_999);
    expect(cooldownLeft(10_000, 15_000)).toBe(0);
    expect(cooldownLeft(10_000, 99_000)).toBe(0);
  });

  it('never exceeds the cooldown when the clock steps back', () => {
    expect(cooldownLeft(10_000, 4_000)).toBe(5_000);
  });

  it('counts whole seconds down on the button', () => {
    expect(cooldownSeconds(5_000)).toBe(5);
    expect(cooldownSeconds(4_001)).toBe(5);
    expect(cooldownSeconds(4_000)).toBe(4);
    expect(cooldownSeconds(1)).toBe(1);
    expect(cooldownSeconds(0)).toBe(0);
  });
});
