import { describe, expect, it } from 'vitest';
import { deriveVisitorId } from './record-device.ts';

describe('deriveVisitorId', () => {
  it('depends on the stable fields and the user agent only', () => {
    const base = { platform: 'MacIntel', cpuCores: 8, screen: { w: 1 }, page: '/a', battery: { level: 0.5 } };
    const id = deriveVisitorId(base, 'UA');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(deriveVisitorId({ ...base, page: '/b', battery: { level: 0.2 } }, 'UA')).toBe(id);
    expect(deriveVisitorId({ ...base, cpuCores: 4 }, 'UA')).not.toBe(id);
    expect(deriveVisitorId(base, 'UA2')).not.toBe(id);
  });
});
