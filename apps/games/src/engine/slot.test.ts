import { describe, expect, it } from 'vitest';
import { byteStream } from './random.ts';
import { evaluateLine, evaluateWindow, spinSlot, windowAt } from './slot.ts';
import { LINE_PAYS, PAYLINES, SLOT_STATED_RTP, type SlotSymbol } from './slot-paytable.ts';
import { exactSlotRtp } from './slot-rtp.ts';
import { REEL_STRIPS } from './slot-strips.ts';

const line = (...symbols: SlotSymbol[]) => evaluateLine(symbols);

describe('slot paytable', () => {
  it('pays 3, 4 and 5 of a kind from the left only', () => {
    expect(line('BELL', 'BELL', 'BELL', 'CHERRY', 'BELL')).toEqual({ symbol: 'BELL', count: 3, pays: 30 });
    expect(line('SEVEN', 'SEVEN', 'SEVEN', 'SEVEN', 'LEMON')).toEqual({
      symbol: 'SEVEN',
      count: 4,
      pays: 500,
    });
    expect(line('BAR', 'BAR', 'BAR', 'BAR', 'BAR')).toEqual({ symbol: 'BAR', count: 5, pays: 1000 });
    expect(line('CHERRY', 'CHERRY', 'LEMON', 'CHERRY', 'CHERRY')).toBeNull();
    expect(line('LEMON', 'PLUM', 'PLUM', 'PLUM', 'PLUM')).toBeNull();
  });

  it('lets wilds stand in for any symbol but the scatter, and pays the wild run when it is worth more', () => {
    expect(line('WILD', 'PLUM', 'WILD', 'PLUM', 'BELL')).toEqual({ symbol: 'PLUM', count: 4, pays: 60 });
    expect(line('WILD', 'WILD', 'WILD', 'CHERRY', 'LEMON')).toEqual({ symbol: 'WILD', count: 3, pays: 250 });
    expect(line('WILD', 'WILD', 'WILD', 'SEVEN', 'SEVEN')).toEqual({ symbol: 'SEVEN', count: 5, pays: 2500 });
    expect(line('WILD', 'WILD', 'WILD', 'WILD', 'WILD')).toEqual({ symbol: 'WILD', count: 5, pays: 5000 });
    expect(line('WILD', 'WILD', 'SCATTER', 'SCATTER', 'SCATTER')).toBeNull();
    expect(line('SCATTER', 'SCATTER', 'SCATTER', 'BELL', 'BELL')).toBeNull();
  });

  it('pays scatters anywhere as a multiple of the total bet, on top of the lines', () => {
    const window: SlotSymbol[][] = [
      ['SCATTER', 'CHERRY', 'LEMON'],
      ['PLUM', 'SCATTER', 'CHERRY'],
      ['BELL', 'LEMON', 'SCATTER'],
      ['BAR', 'SCATTER', 'LEMON'],
      ['LEMON', 'BELL', 'PLUM'],
    ];
    // line bet 10 satang, total bet 200: 4 scatters pay 10 x 200.
    expect(evaluateWindow(window, 10)).toMatchObject({
      scatters: 4,
      scatterPays: 10,
      lineWins: [],
      win: 2000,
    });
  });

  it('adds every paying line of the window', () => {
    const cherries: SlotSymbol[][] = Array.from({ length: 5 }, () => ['CHERRY', 'CHERRY', 'CHERRY']);
    const result = evaluateWindow(cherries, 5);
    expect(result.lineWins).toHaveLength(PAYLINES.length);
    expect(result.win).toBe(PAYLINES.length * LINE_PAYS.CHERRY[2] * 5);
  });

  it('stops each reel uniformly from the stream and shows three consecutive stops, wrapping around', () => {
    const bytes = new Uint8Array(20);
    const view = new DataView(bytes.buffer);
    [0, 31, 5, 30, 64 + 2].forEach((stop, i) => view.setUint32(i * 4, stop));
    const outcome = spinSlot(byteStream(bytes), 1);
    expect(outcome.stops).toEqual([0, 31, 5, 30, 2]);
    expect(outcome.window[1]).toEqual([REEL_STRIPS[1]![31], REEL_STRIPS[1]![0], REEL_STRIPS[1]![1]]);
    expect(outcome.window).toEqual(windowAt(outcome.stops));
  });
});

describe('slot reel strips and RTP', () => {
  it('has five strips of 32 stops whose scatters are at least 3 apart (at most one shown per reel)', () => {
    expect(REEL_STRIPS).toHaveLength(5);
    for (const strip of REEL_STRIPS) {
      expect(strip).toHaveLength(32);
      const at = strip.flatMap((symbol, i) => (symbol === 'SCATTER' ? [i] : []));
      for (const a of at)
        for (const b of at) if (a !== b) expect((b - a + 32) % 32).toBeGreaterThanOrEqual(3);
    }
  });

  it('returns exactly the stated RTP (to 0.01 point)', () => {
    const rtp = exactSlotRtp();
    expect(Math.abs(rtp.total * 100 - SLOT_STATED_RTP)).toBeLessThan(0.01);
    expect(rtp.scatters).toBeGreaterThan(0.03);
  });

  it('matches a brute-force count over every stop of a reduced game (the enumeration is right)', () => {
    // Three-stop strips make 3^5 windows: average the engine's own evaluation over all of them.
    const strips: SlotSymbol[][] = [
      ['WILD', 'CHERRY', 'SCATTER'],
      ['CHERRY', 'SCATTER', 'LEMON'],
      ['CHERRY', 'WILD', 'SCATTER'],
      ['SCATTER', 'CHERRY', 'PLUM'],
      ['CHERRY', 'BELL', 'SCATTER'],
    ];
    let total = 0;
    for (let code = 0; code < 3 ** 5; code++) {
      const stops = [0, 1, 2, 3, 4].map((reel) => Math.floor(code / 3 ** reel) % 3);
      total += evaluateWindow(windowAt(stops, strips), 1).win;
    }
    // Every stop of a 3-stop strip shows the scatter: 5 scatters always.
    expect(total / 3 ** 5 / PAYLINES.length).toBeCloseTo(exactSlotRtp(strips).total, 10);
  });
});
