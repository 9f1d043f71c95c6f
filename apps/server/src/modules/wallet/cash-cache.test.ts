import { satang, type Satang } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { CashCache } from './cash-cache.ts';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

/** A database read the test answers when it wants, counting the reads. */
const database = (value: Satang) => {
  const state = { value, reads: 0 };
  const read = () => {
    state.reads += 1;
    return Promise.resolve(state.value);
  };
  return { state, read };
};

const deferred = () => {
  let resolve!: (value: Satang) => void;
  const promise = new Promise<Satang>((_resolve) => (resolve = _resolve));
  return { promise, resolve };
};

describe('CashCache', () => {
  it('answers a read balance until its TTL, then reads the database again', async () => {
    const time = clock();
    const cache = new CashCache({ ttlMs: 5_000, now: time.now });
    const db = database(satang(100n));
    expect(await cache.cashOf('a', db.read)).toBe(100n);
    db.state.value = satang(90n);
    time.advance(4_999);
    expect(await cache.cashOf('a', db.read)).toBe(100n);
    expect(db.state.reads).toBe(1);
    time.advance(1);
    expect(await cache.cashOf('a', db.read)).toBe(90n);
    expect(db.state.reads).toBe(2);
  });

  it('reads the database again right after the member is forgotten, and only that member', async () => {
    const cache = new CashCache({ now: clock().now });
    const a = database(satang(100n));
    const b = database(satang(7n));
    await cache.cashOf('a', a.read);
    await cache.cashOf('b', b.read);
    a.state.value = satang(40n);
    cache.forget('a');
    expect(await cache.cashOf('a', a.read)).toBe(40n);
    expect(await cache.cashOf('b', b.read)).toBe(7n);
    expect([a.state.reads, b.state.reads]).toEqual([2, 1]);
  });

  it('does not keep an answer read before a change that was forgotten while it ran', async () => {
    const cache = new CashCache({ now: clock().now });
    const slow = deferred();
    const before = cache.cashOf('a', () => slow.promise);
    cache.forget('a'); // the change commits while the old balance is on its way
    slow.resolve(satang(100n));
    expect(await before).toBe(100n);
    const db = database(satang(60n));
    expect(await cache.cashOf('a', db.read)).toBe(60n);
    expect(db.state.reads).toBe(1);
  });

  it('keeps a read of another member that was in flight during a forget', async () => {
    const cache = new CashCache({ now: clock().now });
    const slow = deferred();
    const pending = cache.cashOf('b', () => slow.promise);
    cache.forget('a');
    slow.resolve(satang(5n));
    await pending;
    const db = database(satang(6n));
    expect(await cache.cashOf('b', db.read)).toBe(5n);
    expect(db.state.reads).toBe(0);
  });

  it('keeps nothing of a failed read', async () => {
    const cache = new CashCache({ now: clock().now });
    await expect(cache.cashOf('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const db = database(satang(3n));
    expect(await cache.cashOf('a', db.read)).toBe(3n);
  });
});
