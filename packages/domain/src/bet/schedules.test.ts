import { describe, expect, it } from 'vitest';
import { defaultGovDrawDates, govRounds, stockRounds, fourDRounds } from './calendar-schedules.ts';
import { DEFAULT_INTERVAL_SCHEDULES, intervalRoundRollsOver, intervalRounds } from './interval-schedules.ts';
import { ROUND_FAMILIES } from './options.ts';
import { bangkokAt, addDays } from './schedule-time.ts';
import { defaultScheduleSettings, roundsAhead, roundsForDay } from './schedules.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('interval families (Yeekee, 5-minute Yeekee, ping-pong)', () => {
  it('Yeekee: 88 rounds from 06:00 every 15 minutes; 73–88 close the next day', () => {
    const rounds = intervalRounds('yeekee', '2026-03-10');
    expect(rounds).toHaveLength(88);
    expect(rounds[0]).toEqual({
      family: 'yeekee',
      drawDate: '2026-03-10',
      roundNo: 1,
      key: 'yeekee:2026-03-10:1',
      name: '1',
      openAt: '2026-03-10T00:00:00+07:00',
      closeAt: '2026-03-10T06:00:00+07:00',
      resultAt: '2026-03-10T06:02:00+07:00',
    });
    expect(rounds[71]?.closeAt).toBe('2026-03-10T23:45:00+07:00');
    expect(rounds[72]?.closeAt).toBe('2026-03-11T00:00:00+07:00');
    expect(rounds[87]?.closeAt).toBe('2026-03-11T03:45:00+07:00');
    expect(rounds[87]?.drawDate).toBe('2026-03-10');
  });
  it('the roll-over ranges are exactly those of spec §4', () => {
    const rolled = (family: 'yeekee' | 'yeekee5min' | 'pingpong') =>
      range(1, DEFAULT_INTERVAL_SCHEDULES[family].rounds).filter((k) =>
        intervalRoundRollsOver(DEFAULT_INTERVAL_SCHEDULES[family], k),
      );
    expect(rolled('yeekee')).toEqual(range(73, 88));
    expect(rolled('yeekee5min')).toEqual(range(228, 265));
    expect(rolled('pingpong')).toEqual(range(19, 22));
  });
  it('5-minute Yeekee: 265 rounds from 05:05; ping-pong: 22 hourly from 06:00', () => {
    const five = intervalRounds('yeekee5min', '2026-12-31');
    expect(five).toHaveLength(265);
    expect(five[0]?.closeAt).toBe('2026-12-31T05:05:00+07:00');
    expect(five[264]?.closeAt).toBe('2027-01-01T03:05:00+07:00');
    const ping = intervalRounds('pingpong', '2026-02-28');
    expect(ping).toHaveLength(22);
    expect(ping[18]?.closeAt).toBe('2026-03-01T00:00:00+07:00');
    expect(ping[21]?.closeAt).toBe('2026-03-01T03:00:00+07:00');
  });
});

describe('government', () => {
  const calendar = defaultGovDrawDates(2026);
  it('draws on the 1st and 16th by default', () => {
    expect(calendar).toHaveLength(24);
    expect(calendar.slice(0, 3)).toEqual(['2026-01-01', '2026-01-16', '2026-02-01']);
  });
  it('one round on a draw date closing 15:20, result 16:00, open from the day after the previous draw', () => {
    expect(govRounds('2026-03-16', calendar)).toEqual([
      {
        family: 'gov',
        drawDate: '2026-03-16',
        roundNo: 1,
        key: 'gov:2026-03-16:1',
        name: 'gov',
        openAt: '2026-03-02T00:00:00+07:00',
        closeAt: '2026-03-16T15:20:00+07:00',
        resultAt: '2026-03-16T16:00:00+07:00',
      },
    ]);
    expect(govRounds('2026-01-01', calendar)[0]?.openAt).toBe('2025-12-17T00:00:00+07:00');
    expect(govRounds('2026-03-15', calendar)).toEqual([]);
  });
  it('follows a staff move of a draw date', () => {
    const moved = calendar.map((d) => (d === '2026-05-01' ? '2026-05-02' : d));
    expect(govRounds('2026-05-01', moved)).toEqual([]);
    expect(govRounds('2026-05-02', moved)[0]?.closeAt).toBe('2026-05-02T15:20:00+07:00');
  });
});

describe('stock', () => {
  it('16 market sessions on a weekday, Dow Jones closing 03:00 the next day', () => {
    const rounds = stockRounds('2026-03-13'); // Friday
    expect(rounds).toHaveLength(16);
    expect(rounds[0]).toMatchObject({
      name: 'nikkei_morning',
      roundNo: 1,
      closeAt: '2026-03-13T09:20:00+07:00',
      resultAt: '2026-03-13T09:50:00+07:00',
    });
    expect(rounds.at(-1)).toMatchObject({
      name: 'dowjones',
      key: 'stock:2026-03-13:16',
      closeAt: '2026-03-14T03:00:00+07:00',
    });
  });
  it('nothing on weekends; a market holiday removes only that market', () => {
    expect(stockRounds('2026-03-14')).toEqual([]);
    expect(stockRounds('2026-03-15')).toEqual([]);
    const rounds = stockRounds('2026-03-13', {
      ...defaultScheduleSettings([]).stock,
      holidays: { thai_set: ['2026-03-13'] },
    });
    expect(rounds).toHaveLength(15);
    expect(rounds.find((r) => r.name === 'thai_set')).toBeUndefined();
    expect(rounds.find((r) => r.name === 'india')?.roundNo).toBe(11);
  });
});

describe('4D', () => {
  it('Hanoi three draws daily; Lao Mon–Fri 20:00; Lao Super daily 21:00; Malay Wed/Sat/Sun 18:00', () => {
    expect(fourDRounds('hanoy', '2026-03-15').map((r) => r.closeAt.slice(11, 16))).toEqual([
      '17:00',
      '18:00',
      '19:00',
    ]);
    expect(fourDRounds('lao', '2026-03-13').map((r) => r.closeAt)).toEqual(['2026-03-13T20:00:00+07:00']);
    expect(fourDRounds('lao', '2026-03-14')).toEqual([]);
    expect(fourDRounds('laoSuper', '2026-03-14').map((r) => r.key)).toEqual(['laoSuper:2026-03-14:1']);
    expect(
      ['2026-03-11', '2026-03-12', '2026-03-14', '2026-03-15'].map((d) => fourDRounds('malay', d).length),
    ).toEqual([1, 0, 1, 1]);
  });
});

describe('roundsForDay / roundsAhead', () => {
  const settings = defaultScheduleSettings(defaultGovDrawDates(2026));
  it('is deterministic, with unique keys across families and days (idempotent generation)', () => {
    const a = roundsAhead(ROUND_FAMILIES, '2026-03-14', 7, settings);
    const b = roundsAhead(ROUND_FAMILIES, '2026-03-14', 7, settings);
    expect(a).toEqual(b);
    expect(new Set(a.map((r) => r.key)).size).toBe(a.length);
    for (const r of a) expect(r.openAt < r.closeAt && r.closeAt < r.resultAt).toBe(true);
  });
  it('covers every family on a gov draw date that is a weekday', () => {
    const counts = Object.fromEntries(
      ROUND_FAMILIES.map((f) => [f, roundsForDay(f, '2026-04-16', settings).length]),
    );
    expect(counts).toEqual({
      gov: 1,
      stock: 16,
      yeekee: 88,
      yeekee5min: 265,
      pingpong: 22,
      hanoy: 3,
      lao: 1,
      laoSuper: 1,
      malay: 0,
    });
  });
  it('time helpers roll over and refuse bad dates', () => {
    expect(bangkokAt('2026-12-31', 24 * 60 + 5)).toBe('2027-01-01T00:05:00+07:00');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(() => bangkokAt('2026-02-30', 0)).toThrow(RangeError);
  });
});
