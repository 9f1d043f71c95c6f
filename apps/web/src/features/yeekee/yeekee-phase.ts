import type { Round } from '../lotto/index.ts';

/**
 * Where a Yeekee-family round is (lottery-domain.md): bets and shots until close, shots only until
 * the end of shooting (close + 2 min, the round's result time), then the result is computed.
 */
export type YeekeePhase = 'betting' | 'shooting' | 'computing' | 'drawn' | 'voided';

type RoundTimes = Pick<Round, 'status' | 'unixTimeStamp'>;

const DRAWN = new Set(['DRAWN', 'SETTLED']);

export function yeekeePhase(round: RoundTimes, nowMs: number, hasResult = false): YeekeePhase {
  if (round.status === 'VOIDED') return 'voided';
  if (hasResult || DRAWN.has(round.status)) return 'drawn';
  const { realCloseTime, realResultTime } = round.unixTimeStamp;
  if (nowMs < realCloseTime * 1000) return 'betting';
  if (nowMs < realResultTime * 1000) return 'shooting';
  return 'computing';
}

/** Shots are accepted from open until the end of shooting. */
export const canShoot = (phase: YeekeePhase): boolean => phase === 'betting' || phase === 'shooting';

/**
 * Spec §4: a Yeekee result is fetched only after the result time has passed or a result is set.
 */
export const mayFetchResult = (round: RoundTimes, nowMs: number): boolean =>
  DRAWN.has(round.status) || round.status === 'VOIDED' || nowMs >= round.unixTimeStamp.realResultTime * 1000;
