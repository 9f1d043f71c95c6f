import type { YingShotView } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { mergeShots, nextSummary, parseYingUpdate, type YingUpdate } from './live-update.ts';

const shot = (seq: number): YingShotView => ({
  seq,
  yingNumber: String(seq).padStart(5, '0'),
  userName: 'de***01',
  createdAt: '2026-11-23T18:00:00.000+07:00',
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => shot(from + i));
const update = (shots: YingShotView[], count: number, sum = '0'): YingUpdate => ({ shots, count, sum });

describe('live shots (ying-update)', () => {
  it('reads the frame message and refuses anything else', () => {
    const message = JSON.stringify({ shots: [shot(1)], count: 1, sum: '1' });
    expect(parseYingUpdate(message)).toEqual({ shots: [shot(1)], count: 1, sum: '1' });
    expect(parseYingUpdate('{"shots":[{"seq":"1"}],"count":1,"sum":"1"}')).toBeNull();
    expect(parseYingUpdate('{"shots":[],"count":1,"sum":1}')).toBeNull();
    expect(parseYingUpdate('nope')).toBeNull();
  });

  it('merges new shots newest first, once each, keeping the newest N', () => {
    const merged = mergeShots(range(1, 3).reverse(), update([shot(3), shot(4), shot(5)], 5), 4);
    expect(merged.map((s) => s.seq)).toEqual([5, 4, 3, 2]);
    expect(mergeShots(undefined, update([shot(1)], 1), 4).map((s) => s.seq)).toEqual([1]);
  });

  it('moves the running figures and the 16th from the newest forward', () => {
    const shots = range(1, 20).reverse();
    const next = nextSummary(
      { count: 18, sum: '10', sixteenth: shot(3) },
      shots,
      update([shot(19), shot(20)], 20, '210'),
    );
    expect(next).toEqual({ count: 20, sum: '210', sixteenth: shot(5) });
    expect(nextSummary(undefined, range(1, 3).reverse(), update([shot(3)], 3, '6'))).toEqual({
      count: 3,
      sum: '6',
      sixteenth: null,
    });
  });

  it('never goes back on a late frame, and asks for a re-read after a missed frame', () => {
    const current = { count: 20, sum: '210', sixteenth: shot(5) };
    expect(nextSummary(current, range(1, 20).reverse(), update([shot(19)], 19))).toBe(current);
    // Shots 21 and 22 were never seen: the list has a gap.
    const gap = [shot(23), ...range(1, 20).reverse()];
    expect(nextSummary(current, gap, update([shot(23)], 23))).toBeNull();
  });
});
