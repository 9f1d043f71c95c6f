import { describe, expect, it } from 'vitest';
import {
  familiesOfResultGroup,
  isCalendarDate,
  RESULT_QUERY_MESSAGES,
  resultQuerySchema,
} from './result-query-schemas.ts';

const issues = (query: unknown) => {
  const parsed = resultQuerySchema.safeParse(query);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('bet-list-results query', () => {
  it('takes a round, a draw date, a group, or any of them together', () => {
    expect(resultQuerySchema.parse({ betId: '42' })).toEqual({ betId: '42' });
    expect(resultQuerySchema.parse({ resultDate: '2026-03-16' })).toEqual({ resultDate: '2026-03-16' });
    expect(resultQuerySchema.parse({ betGroup: 'gov4d' })).toEqual({ betGroup: 'gov4d' });
    expect(resultQuerySchema.parse({ resultDate: '2026-03-16', betGroup: 'laoSuper' })).toEqual({
      resultDate: '2026-03-16',
      betGroup: 'laoSuper',
    });
  });

  it('refuses an empty query, a non-numeric round, an impossible date and an unknown group with its message', () => {
    expect(issues({})).toEqual([{ path: '', message: RESULT_QUERY_MESSAGES.missing }]);
    expect(issues({ betId: 'abc' })).toEqual([{ path: 'betId', message: RESULT_QUERY_MESSAGES.betId }]);
    expect(issues({ betId: '1'.repeat(19) })).toEqual([
      { path: 'betId', message: RESULT_QUERY_MESSAGES.betId },
    ]);
    expect(issues({ resultDate: '2026-02-30' })).toEqual([
      { path: 'resultDate', message: RESULT_QUERY_MESSAGES.resultDate },
    ]);
    expect(issues({ resultDate: '16/03/2026' })).toEqual([
      { path: 'resultDate', message: RESULT_QUERY_MESSAGES.resultDate },
    ]);
    expect(issues({ betGroup: 'yeekee5Min' })).toEqual([
      { path: 'betGroup', message: RESULT_QUERY_MESSAGES.betGroup },
    ]);
  });

  it('knows real calendar dates and the families of a group', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(familiesOfResultGroup('gov4d')).toEqual(['hanoy', 'lao', 'laoSuper', 'malay']);
    expect(familiesOfResultGroup('stock')).toEqual(['stock']);
  });
});
