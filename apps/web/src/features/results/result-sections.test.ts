import { describe, expect, it } from 'vitest';
import { displayTime, latestDrawOfEachFamily, sectionsOf } from './result-sections.ts';
import type { RoundResult } from './types.ts';

let id = 0;
const r = (betGroup: string, betType: string, drawDate: string, time: string): RoundResult => ({
  betId: String(++id),
  betGroup,
  betType,
  name: betType,
  drawDate,
  resultTime: `${drawDate}T${time}:00+07:00`,
  publishedAt: null,
  status: 'DRAWN',
  result: {},
});

describe('result sections', () => {
  it('orders sections government, stocks, Yeekee, ping-pong, 4D; newest first inside, 4D families together', () => {
    const rows = [
      r('gov4d', 'malay', '2026-03-15', '18:30'),
      r('yeekee', 'yeekee', '2026-03-16', '06:02'),
      r('gov4d', 'hanoy', '2026-03-16', '17:30'),
      r('stock', 'stock', '2026-03-16', '09:50'),
      r('yeekee', 'yeekee', '2026-03-16', '06:17'),
      r('gov4d', 'hanoy', '2026-03-16', '18:30'),
      r('gov', 'gov', '2026-03-16', '16:00'),
      r('pingpong', 'pingpong', '2026-03-16', '06:02'),
    ];
    const sections = sectionsOf(rows);
    expect(sections.map((s) => s.group)).toEqual(['gov', 'stock', 'yeekee', 'pingpong', 'gov4d']);
    expect(sections[2]?.results.map((x) => x.resultTime.slice(11, 16))).toEqual(['06:17', '06:02']);
    expect(sections[4]?.results.map((x) => `${x.betType} ${x.resultTime.slice(11, 16)}`)).toEqual([
      'hanoy 18:30',
      'hanoy 17:30',
      'malay 18:30',
    ]);
  });

  it('keeps, per family, only its newest draw date for the latest view', () => {
    const rows = [
      r('gov', 'gov', '2026-03-01', '16:00'),
      r('gov', 'gov', '2026-03-16', '16:00'),
      r('gov4d', 'lao', '2026-03-13', '20:30'),
      r('gov4d', 'hanoy', '2026-03-16', '17:30'),
      r('gov4d', 'hanoy', '2026-03-15', '17:30'),
    ];
    expect(latestDrawOfEachFamily(rows).map((x) => `${x.betType} ${x.drawDate}`)).toEqual([
      'gov 2026-03-16',
      'lao 2026-03-13',
      'hanoy 2026-03-16',
    ]);
  });

  it('shows a draw time without time-zone conversion', () => {
    expect(displayTime('2026-03-16T16:00:00+07:00')).toBe('16:00');
  });
});
