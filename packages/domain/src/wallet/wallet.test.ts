import { describe, expect, it } from 'vitest';
import { toBangkokIso } from '../time/bangkok-time.ts';
import { defaultStatementWindow } from './statement-window.ts';
import { TRANSACTION_GROUPS, TRANSACTION_TYPES, groupOf, isTransactionType } from './transaction-types.ts';

describe('transaction types', () => {
  it('puts every type in exactly one group', () => {
    expect(new Set(TRANSACTION_TYPES).size).toBe(TRANSACTION_TYPES.length);
    expect(TRANSACTION_TYPES).toHaveLength(28);
    for (const [group, types] of Object.entries(TRANSACTION_GROUPS)) {
      for (const type of types) expect(groupOf(type)).toBe(group);
    }
  });
  it('keeps the spec spelling, typos included', () => {
    expect(isTransactionType('ACHIVEMENT_ADDMONEY')).toBe(true);
    expect(isTransactionType('ACHIEVEMENT_ADDMONEY')).toBe(false);
  });
});

describe('defaultStatementWindow', () => {
  it('runs from 3 Bangkok days back to the end of tomorrow', () => {
    // 2026-11-22 23:30 in Bangkok is 16:30 UTC.
    const window = defaultStatementWindow(new Date('2026-11-22T16:30:00Z'), 'wallet');
    expect(toBangkokIso(window.startedDate)).toBe('2026-11-19T00:00:00+07:00');
    expect(toBangkokIso(window.endedDate)).toBe('2026-11-24T00:00:00+07:00');
  });
  it('rolls to the next Bangkok day at 17:00 UTC', () => {
    const window = defaultStatementWindow(new Date('2026-11-22T17:00:00Z'), 'affiliate');
    expect(toBangkokIso(window.startedDate)).toBe('2026-10-24T00:00:00+07:00');
    expect(toBangkokIso(window.endedDate)).toBe('2026-11-25T00:00:00+07:00');
  });
});

describe('toBangkokIso', () => {
  it('relabels UTC instants in +07:00', () => {
    expect(toBangkokIso(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T07:00:00+07:00');
  });
});
