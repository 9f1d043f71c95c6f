import { describe, expect, it } from 'vitest';
import { canShoot, mayFetchResult, yeekeePhase } from './yeekee-phase.ts';

const close = 1_000_000;
const round = (status: string) => ({
  status,
  unixTimeStamp: { realCloseTime: close, realResultTime: close + 120 },
});
const at = (seconds: number) => seconds * 1000;

describe('Yeekee round phase', () => {
  it('bets and shoots until close, shoots only until close + 2 min, then waits for the result', () => {
    expect(yeekeePhase(round('OPEN'), at(close - 1))).toBe('betting');
    expect(yeekeePhase(round('OPEN'), at(close))).toBe('shooting');
    expect(yeekeePhase(round('SHOOTING'), at(close + 119))).toBe('shooting');
    expect(yeekeePhase(round('SHOOTING'), at(close + 120))).toBe('computing');
    expect(canShoot('betting') && canShoot('shooting')).toBe(true);
    expect(canShoot('computing') || canShoot('drawn') || canShoot('voided')).toBe(false);
  });

  it('is drawn once a result is set, whatever the clock says, and voided when voided', () => {
    expect(yeekeePhase(round('SHOOTING'), at(close + 10), true)).toBe('drawn');
    expect(yeekeePhase(round('SETTLED'), at(close - 10))).toBe('drawn');
    expect(yeekeePhase(round('VOIDED'), at(close - 10))).toBe('voided');
  });

  it('fetches the result only after the result time or once a result is set (spec §4)', () => {
    expect(mayFetchResult(round('SHOOTING'), at(close + 119))).toBe(false);
    expect(mayFetchResult(round('SHOOTING'), at(close + 120))).toBe(true);
    expect(mayFetchResult(round('DRAWN'), at(close))).toBe(true);
    expect(mayFetchResult(round('VOIDED'), at(close))).toBe(true);
  });
});
