import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache.ts';

const session = (uuid: string, sid = `${uuid}-s`): CachedSession => ({
  id: 1n,
  uuid,
  status: 0,
  ageChecked: true,
  userName: 'somchai',
  sid,
});

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const FAR = Number.MAX_SAFE_INTEGER;

describe('SessionCache', () => {
  it('answers a stored token until its TTL, then asks the database again', () => {
    const time = clock();
    const cache = new SessionCache({ ttlMs: 5_000, now: time.now });
    cache.store('t1', session('a'), FAR, cache.generation());
    expect(cache.lookup('t1')).toEqual(session('a'));
    expect(cache.lookup('t2')).toBeUndefined();
    time.advance(4_999);
    expect(cache.lookup('t1')).toEqual(session('a'));
    time.advance(1);
    expect(cache.lookup('t1')).toBeUndefined();
  });

  it('never answers past the session’s own expiry', () => {
    const time = clock();
    const cache = new SessionCache({ ttlMs: 5_000, now: time.now });
    cache.store('t1', session('a'), time.now() + 1_000, cache.generation());
    time.advance(999);
    expect(cache.lookup('t1')).toEqual(session('a'));
    time.advance(1);
    expect(cache.lookup('t1')).toBeUndefined();
  });

  it('forgetMember drops every token of that member and no other', () => {
    const cache = new SessionCache();
    cache.store('phone', session('a', 's1'), FAR, cache.generation());
    cache.store('desktop', session('a', 's2'), FAR, cache.generation());
    cache.store('other', session('b'), FAR, cache.generation());
    cache.forgetMember('a');
    expect(cache.lookup('phone')).toBeUndefined();
    expect(cache.lookup('desktop')).toBeUndefined();
    expect(cache.lookup('other')).toEqual(session('b'));
  });

  it('does not store what was read before a member was forgotten (a racing re-cache)', () => {
    const cache = new SessionCache();
    const before = cache.generation();
    // A request read the old row; meanwhile a ban committed and was broadcast.
    cache.forgetMember('a');
    cache.store('t1', session('a'), FAR, before);
    expect(cache.lookup('t1')).toBeUndefined();
    cache.store('t1', session('a'), FAR, cache.generation());
    expect(cache.lookup('t1')).toEqual(session('a'));
  });

  it('keeps at most `max` tokens, and forgetting a member after its tokens were evicted is harmless', () => {
    const cache = new SessionCache({ max: 2 });
    cache.store('t1', session('a'), FAR, cache.generation());
    cache.store('t2', session('b'), FAR, cache.generation());
    cache.store('t3', session('c'), FAR, cache.generation());
    expect(cache.lookup('t1')).toBeUndefined();
    expect(cache.lookup('t2')).toEqual(session('b'));
    cache.forgetMember('a');
    expect(cache.lookup('t3')).toEqual(session('c'));
  });
});
