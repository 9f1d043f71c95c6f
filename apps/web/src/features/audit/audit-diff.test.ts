import { describe, expect, it } from 'vitest';
import { diffAudit } from './audit-diff.ts';

describe('audit before/after', () => {
  it('compares objects key by key, marking changes', () => {
    expect(diffAudit({ status: 0, reason: null }, { status: 4, reason: 'fraud' })).toEqual([
      { key: 'status', before: '0', after: '4', changed: true },
      { key: 'reason', before: '—', after: 'fraud', changed: true },
    ]);
    expect(diffAudit({ a: { x: 1 }, b: 'same' }, { a: { x: 1 }, b: 'same', c: [1] })).toEqual([
      { key: 'a', before: '{"x":1}', after: '{"x":1}', changed: false },
      { key: 'b', before: 'same', after: 'same', changed: false },
      { key: 'c', before: '—', after: '[1]', changed: true },
    ]);
  });
  it('a create (before null) lists the new values; nothing at all gives no lines', () => {
    expect(diffAudit(null, { domain: 'x.example' })).toEqual([
      { key: 'domain', before: '—', after: 'x.example', changed: true },
    ]);
    expect(diffAudit(null, null)).toEqual([]);
    expect(diffAudit(null, 5)).toEqual([{ key: '', before: '—', after: '5', changed: true }]);
  });
});
