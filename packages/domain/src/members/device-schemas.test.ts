import { describe, expect, it } from 'vitest';
import { devicePayload } from './device-schemas.ts';

describe('devicePayload', () => {
  it('keeps unknown fields, treats an empty visitorId as none and bounds its form', () => {
    expect(devicePayload.parse({ visitorId: 'abc_-1', extra: 1 })).toEqual({ visitorId: 'abc_-1', extra: 1 });
    expect(devicePayload.parse({ visitorId: '' }).visitorId).toBeUndefined();
    expect(devicePayload.safeParse({ visitorId: 'x'.repeat(65) }).success).toBe(false);
    expect(devicePayload.safeParse({ visitorId: 'a b' }).success).toBe(false);
  });
});
