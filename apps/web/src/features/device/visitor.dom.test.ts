import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ensureVisitorId,
  needsRefresh,
  parseVisitor,
  VISITOR_KEY,
  VISITOR_TTL_MS,
  type VisitorRecord,
} from './visitor.ts';

const NOW = 1_700_000_000_000;
const record = (over: Partial<VisitorRecord> = {}): VisitorRecord => ({
  visitorId: 'fp-1',
  iat: NOW - 1000,
  exp: NOW - 1000 + VISITOR_TTL_MS,
  uuid: 'u-1',
  ...over,
});

beforeEach(() => localStorage.clear());

describe('visitor id cache rules', () => {
  it('keeps a fresh record of the same member', () => {
    expect(VISITOR_TTL_MS).toBe(21_600_000);
    expect(needsRefresh(record(), 'u-1', NOW)).toBe(false);
  });
  it('refreshes when missing, expired or made for another uuid', () => {
    expect(needsRefresh(null, 'u-1', NOW)).toBe(true);
    expect(needsRefresh(record({ visitorId: '' }), 'u-1', NOW)).toBe(true);
    expect(needsRefresh(record({ exp: NOW }), 'u-1', NOW)).toBe(true);
    expect(needsRefresh(record(), 'u-2', NOW)).toBe(true);
    expect(needsRefresh(record(), '', NOW)).toBe(true);
  });
  it('reads only well-formed records', () => {
    expect(parseVisitor(null)).toBeNull();
    expect(parseVisitor('{bad json')).toBeNull();
    expect(parseVisitor('{"visitorId":1}')).toBeNull();
    expect(parseVisitor(JSON.stringify(record()))).toEqual(record());
  });
});

describe('ensureVisitorId', () => {
  it('fingerprints, posts the device payload and caches for 6 h', async () => {
    const send = vi.fn((_payload: Record<string, unknown>) => Promise.resolve({ visitorId: 'fp-9' }));
    const getFingerprint = vi.fn(() => Promise.resolve('fp-9'));
    expect(await ensureVisitorId('u-1', { now: () => NOW, getFingerprint, send })).toBe('fp-9');
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      visitorId: 'fp-9',
      uuid: 'u-1',
      userAgent: navigator.userAgent,
    });
    expect(JSON.parse(localStorage.getItem(VISITOR_KEY)!)).toEqual({
      visitorId: 'fp-9',
      iat: NOW,
      exp: NOW + VISITOR_TTL_MS,
      uuid: 'u-1',
    });
    // Cached: no second fingerprint within 6 h for the same member…
    expect(await ensureVisitorId('u-1', { now: () => NOW + 1000, getFingerprint, send })).toBe('fp-9');
    expect(getFingerprint).toHaveBeenCalledOnce();
    // …but a new one once expired or for another member.
    await ensureVisitorId('u-1', { now: () => NOW + VISITOR_TTL_MS, getFingerprint, send });
    await ensureVisitorId('u-2', { now: () => NOW + VISITOR_TTL_MS + 1, getFingerprint, send });
    expect(getFingerprint).toHaveBeenCalledTimes(3);
  });

  it('logs a fingerprint failure and yields an empty id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await ensureVisitorId('', {
      getFingerprint: () => Promise.reject(new Error('blocked')),
      send: vi.fn(),
    });
    expect(id).toBe('');
    expect(log).toHaveBeenCalled();
    expect(localStorage.getItem(VISITOR_KEY)).toBeNull();
    log.mockRestore();
  });
});
