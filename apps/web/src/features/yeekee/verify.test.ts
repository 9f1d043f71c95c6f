import type { YingResultView, YingShotView } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { verifyShots } from './verify.ts';

const shot = (seq: number, yingNumber: string): YingShotView => ({
  seq,
  yingNumber,
  userName: 'de***01',
  createdAt: '2026-11-23T18:00:00.000+07:00',
});
// 20 shots "00007": S = 140, the 16th newest is seq 5, R = 133 → 00133.
const list = Array.from({ length: 20 }, (_, i) => shot(i + 1, i === 4 ? '00010' : '00007'));
const published = (overrides: Partial<YingResultView> = {}): YingResultView => ({
  betId: '7',
  status: 'DRAWN',
  count: 20,
  sum: '143',
  sixteenth: shot(5, '00010'),
  r: '133',
  top3: '133',
  top2: '33',
  bottom2: '00',
  exportUrl: '/api/yings.export?betId=7',
  ...overrides,
});

describe('verify a Yeekee result in the browser', () => {
  it('recomputes S, the 16th shot by sequence, R and the result, and agrees with the published one', () => {
    const check = verifyShots([...list].reverse(), published());
    expect(check).toMatchObject({
      count: 20,
      sum: 143n,
      r: 133n,
      digits: '00133',
      sequenceComplete: true,
      matches: true,
    });
    expect(check?.sixteenth).toEqual(shot(5, '00010'));
    expect(check?.result).toEqual({ top3: '133', top2: '33', bottom2: '00' });
  });

  it('disagrees when any published figure differs from the list', () => {
    expect(verifyShots(list, published({ top3: '134' }))?.matches).toBe(false);
    expect(verifyShots(list, published({ bottom2: '01' }))?.matches).toBe(false);
    expect(verifyShots(list, published({ sum: '144' }))?.matches).toBe(false);
    expect(verifyShots(list, published({ r: null }))?.matches).toBe(false);
    expect(verifyShots(list, published({ sixteenth: shot(6, '00007') }))?.matches).toBe(false);
    expect(verifyShots(list, null)?.matches).toBe(false);
  });

  it('flags a list with a gap in the sequence', () => {
    const gap = [...list.slice(0, 10), ...list.slice(10).map((s) => ({ ...s, seq: s.seq + 1 }))];
    expect(verifyShots(gap, published())?.sequenceComplete).toBe(false);
  });

  it('gives no result for fewer than 20 shots or a list that is not shots', () => {
    expect(verifyShots(list.slice(0, 19), published())).toBeNull();
    expect(verifyShots([...list.slice(0, 19), shot(20, '7')], published())).toBeNull();
  });
});
