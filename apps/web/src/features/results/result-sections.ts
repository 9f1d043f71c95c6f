import type { RoundResult } from './types.ts';

/** The sections of /results, in the page's order: government, stocks, Yeekee, ping-pong, 4D. */
export const RESULT_SECTIONS = ['gov', 'stock', 'yeekee', 'yeekee5min', 'pingpong', 'gov4d'] as const;
export type ResultSection = (typeof RESULT_SECTIONS)[number];

export const isResultSection = (value: unknown): value is ResultSection =>
  RESULT_SECTIONS.includes(value as ResultSection);

/** 4D families in their section, in this order. */
const FOUR_D_ORDER = ['hanoy', 'lao', 'laoSuper', 'malay'];

// ISO dates and times order as plain text. `localeCompare` asks ICU's collation on every call: a
// day of Yeekee and ping-pong is hundreds of results, and their sort was 17–27 ms of /results' render.
const later = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

const newestFirst = (a: RoundResult, b: RoundResult) =>
  later(a.drawDate, b.drawDate) || later(a.resultTime, b.resultTime) || Number(b.betId) - Number(a.betId);

const familyRank = (betType: string) => {
  const rank = FOUR_D_ORDER.indexOf(betType);
  return rank === -1 ? FOUR_D_ORDER.length : rank;
};

/** Per family, only the results of its newest draw date (the "latest results" view). */
export function latestDrawOfEachFamily(results: readonly RoundResult[]): RoundResult[] {
  const newest = new Map<string, string>();
  for (const r of results) if ((newest.get(r.betType) ?? '') < r.drawDate) newest.set(r.betType, r.drawDate);
  return results.filter((r) => newest.get(r.betType) === r.drawDate);
}

export interface Section {
  group: ResultSection;
  results: RoundResult[];
}

/**
 * Results by section in page order, empty sections left out; newest first inside a section, 4D
 * families kept together in their order.
 */
export function sectionsOf(results: readonly RoundResult[]): Section[] {
  return RESULT_SECTIONS.map((group) => ({
    group,
    results: results
      .filter((r) => r.betGroup === group)
      .sort(
        (a, b) =>
          (group === 'gov4d' ? familyRank(a.betType) - familyRank(b.betType) : 0) || newestFirst(a, b),
      ),
  })).filter((section) => section.results.length > 0);
}

/** "2026-03-16T16:00:00+07:00" → "16:00" (the API's times are already +07:00). */
export const displayTime = (iso: string): string => /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? '';
