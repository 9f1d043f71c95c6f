import { describe, expect, it } from 'vitest';
import { checklistOf, isRememberedDone, rememberDone } from './checklist.ts';

describe('first steps checklist', () => {
  it('lists bank, deposit and bet in order, each with its page, pointing at the first one not done', () => {
    expect(checklistOf({ bank: false, deposit: false, bet: false })).toEqual([
      { step: 'bank', done: false, to: '/bank/add', next: true },
      { step: 'deposit', done: false, to: '/credit/deposit', next: false },
      { step: 'bet', done: false, to: '/lotto', next: false },
    ]);
    // A member may deposit before adding a bank: the bank is still what is next.
    expect(checklistOf({ bank: false, deposit: true, bet: false })?.find((item) => item.next)?.step).toBe(
      'bank',
    );
    expect(
      checklistOf({ bank: true, deposit: true, bet: false })?.map((item) => [item.done, item.next]),
    ).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
  });

  it('is gone once every step is done', () => {
    expect(checklistOf({ bank: true, deposit: true, bet: true })).toBeNull();
  });

  it('remembers a finished list per member, and survives a storage that refuses', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    expect(isRememberedDone('a', storage)).toBe(false);
    rememberDone('a', storage);
    expect(isRememberedDone('a', storage)).toBe(true);
    expect(isRememberedDone('b', storage)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(isRememberedDone('a', broken)).toBe(false);
    expect(() => rememberDone('a', broken)).not.toThrow();
  });
});
