import { describe, expect, it } from 'vitest';
import { lobbyOf, STRIP_COUNT } from './lobby.ts';
import type { BetListsLatest, Round } from './types.ts';

const NOW = Date.UTC(2026, 10, 27, 5, 0, 0);
let id = 0;
/** A round of `betType` closing `minutes` after NOW (negative: already closed). */
const round = (betGroup: string, betType: Round['betType'], minutes: number, active = true): Round => ({
  betGroup,
  betType,
  betId: String(++id),
  betName: betType,
  name: String(id),
  roundNo: id,
  dt: '2026-11-27',
  closeTime: '12:00',
  resultTime: '12:30',
  closeDt: '',
  resultDt: '',
  betMax: null,
  active,
  status: 'OPEN',
  unixTimeStamp: { realCloseTime: NOW / 1000 + minutes * 60, realResultTime: 0 },
});

const lists = (): BetListsLatest => ({
  gov: [round('gov', 'gov', 6 * 24 * 60)],
  stock: [round('stock', 'stock', 90), round('stock', 'stock', 20), round('stock', 'stock', -5)],
  yeekee: Array.from({ length: 88 }, (_, i) => round('yeekee', 'yeekee', 88 * 15 - i * 15)),
  yeekee5Min: [round('yeekee5min', 'yeekee5min', 3, false)],
  pingpong: [],
  gov4d: {
    hanoy: [round('gov4d', 'hanoy', 300)],
    lao: [round('gov4d', 'lao', 45)],
    laoSuper: [],
    malay: [round('gov4d', 'malay', 600)],
  },
});

const minutesOf = (rounds: Round[]) =>
  rounds.map((r) => (r.unixTimeStamp.realCloseTime * 1000 - NOW) / 60_000);

describe('lobbyOf', () => {
  it("puts the card families' open rounds closing soonest first, across families", () => {
    const lobby = lobbyOf(lists(), NOW);
    expect(minutesOf(lobby.closingSoon)).toEqual([20, 45, 90, 300]);
    expect(lobby.closingSoon.map((r) => r.betType)).toEqual(['stock', 'lao', 'stock', 'hanoy']);
  });

  it('shows a strip of the next open Yeekee rounds, not all 88, with the open count', () => {
    const [yeekee, ...others] = lobbyOf(lists(), NOW).strips;
    expect(yeekee?.group).toBe('yeekee');
    expect(yeekee?.openCount).toBe(88);
    expect(yeekee?.next).toHaveLength(STRIP_COUNT);
    expect(minutesOf(yeekee?.next ?? []).slice(0, 3)).toEqual([15, 30, 45]);
    // 5-minute Yeekee's only round is not active; ping-pong has none: no empty strips.
    expect(others).toEqual([]);
  });

  it('lists the other open rounds by family without repeating the closing-soon ones', () => {
    const lobby = lobbyOf(lists(), NOW);
    expect(lobby.sections.map((s) => [s.group, minutesOf(s.rounds)])).toEqual([
      ['gov', [6 * 24 * 60]],
      ['gov4d', [600]],
    ]);
  });

  it('drops a round once the clock passes its close', () => {
    const later = lobbyOf(lists(), NOW + 21 * 60_000);
    expect(later.closingSoon[0]?.betType).toBe('lao');
    expect(later.strips[0]?.openCount).toBe(87);
  });
});
