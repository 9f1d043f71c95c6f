import { TRANSACTION_GROUPS } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import {
  amountTone,
  defaultDateRange,
  filterByTab,
  formatSignedBaht,
  formatStatementDate,
  groupOfLine,
  isDateRangeValid,
  rangeToBody,
} from './statement.ts';

const line = (transactionType: string, id = transactionType) => ({ id, transactionType });

describe('statement tabs', () => {
  const lines = [
    line('ADMIN_INCREASE'),
    line('BET_GOV'),
    line('WITHDRAW'),
    line('WIN_GAME'),
    line('MOVE_AF_TO_MONEY'),
    line('WIN_YEEKEE'),
    line('AF_COMMISSION'),
  ];

  it('keeps every line, in order, under "all" (types outside the groups included)', () => {
    expect(filterByTab(lines, 'all').map((l) => l.id)).toEqual(lines.map((l) => l.id));
  });

  it('filters by the spec §9 group of the transaction type', () => {
    expect(filterByTab(lines, 'deposit').map((l) => l.id)).toEqual(['ADMIN_INCREASE', 'MOVE_AF_TO_MONEY']);
    expect(filterByTab(lines, 'withdraw').map((l) => l.id)).toEqual(['WITHDRAW']);
    expect(filterByTab(lines, 'lotto').map((l) => l.id)).toEqual(['BET_GOV', 'WIN_YEEKEE']);
    expect(filterByTab(lines, 'games').map((l) => l.id)).toEqual(['WIN_GAME']);
  });

  it('puts every spec type under its own tab and nowhere else', () => {
    for (const [group, types] of Object.entries(TRANSACTION_GROUPS))
      for (const type of types) expect(groupOfLine({ transactionType: type })).toBe(group);
    expect(groupOfLine({ transactionType: 'REVERSAL' })).toBeNull();
  });
});

describe('dates in +07:00', () => {
  it('shows a UTC instant just before midnight UTC as the next Bangkok day', () => {
    // 2026-03-01 17:30 UTC = 2026-03-02 00:30 in Bangkok.
    expect(formatStatementDate('2026-03-01T17:30:00Z')).toBe('02/03/2026 00:30:00');
    expect(formatStatementDate('2026-03-01T16:59:59.000Z')).toBe('01/03/2026 23:59:59');
  });

  it('shows the server form (+07:00) as written', () => {
    expect(formatStatementDate('2026-12-31T23:59:59+07:00')).toBe('31/12/2026 23:59:59');
    expect(formatStatementDate('2027-01-01T00:00:00+07:00')).toBe('01/01/2027 00:00:00');
  });

  it('defaults to the API window: 3 Bangkok days back to tomorrow (inclusive dates)', () => {
    // 2026-11-22 23:30 in Bangkok.
    expect(defaultDateRange(new Date('2026-11-22T16:30:00Z'), 'wallet')).toEqual({
      from: '2026-11-19',
      to: '2026-11-23',
    });
    // 00:10 on the 23rd in Bangkok, still the 22nd in UTC.
    expect(defaultDateRange(new Date('2026-11-22T17:10:00Z'), 'wallet')).toEqual({
      from: '2026-11-20',
      to: '2026-11-24',
    });
    expect(defaultDateRange(new Date('2026-11-22T17:10:00Z'), 'affiliate')).toEqual({
      from: '2026-10-24',
      to: '2026-11-24',
    });
  });

  it('asks from the start of "from" to the end of "to", in +07:00', () => {
    expect(rangeToBody({ from: '2026-11-19', to: '2026-11-23' })).toEqual({
      startedDate: '2026-11-19T00:00:00+07:00',
      endedDate: '2026-11-24T00:00:00+07:00',
    });
    expect(rangeToBody({ from: '2026-12-31', to: '2026-12-31' }).endedDate).toBe('2027-01-01T00:00:00+07:00');
  });

  it('refuses an empty or reversed range', () => {
    expect(isDateRangeValid({ from: '2026-11-19', to: '2026-11-19' })).toBe(true);
    expect(isDateRangeValid({ from: '2026-11-20', to: '2026-11-19' })).toBe(false);
    expect(isDateRangeValid({ from: '', to: '2026-11-19' })).toBe(false);
  });
});

describe('amount display', () => {
  it('signs and colours credits and debits', () => {
    expect(formatSignedBaht(10000)).toBe('+10,000.00');
    expect(formatSignedBaht(-25.5)).toBe('-25.50');
    expect(formatSignedBaht(0)).toBe('0.00');
    expect([amountTone(1), amountTone(-0.01), amountTone(0)]).toEqual(['credit', 'debit', 'zero']);
  });
});
