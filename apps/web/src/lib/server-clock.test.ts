import { describe, expect, it } from 'vitest';
import { serverOffset } from './server-clock.ts';

const LOCAL = Date.UTC(2026, 10, 27, 5, 0, 0);
const header = (ms: number) => new Date(ms).toUTCString();

describe('serverOffset', () => {
  it('reads a server clock minutes ahead or behind from the Date header', () => {
    expect(serverOffset(header(LOCAL + 3 * 60_000), LOCAL - 100, LOCAL + 100)).toBe(3 * 60_000 + 500);
    expect(serverOffset(header(LOCAL - 10 * 60_000), LOCAL - 100, LOCAL + 100)).toBe(-10 * 60_000 + 500);
  });

  it("ignores a skew within the header's own error and the flight", () => {
    expect(serverOffset(header(LOCAL), LOCAL - 800, LOCAL + 800)).toBe(0);
    expect(serverOffset(header(LOCAL + 4000), LOCAL, LOCAL)).toBe(0);
  });

  it('is null without a readable header', () => {
    expect(serverOffset(null, LOCAL, LOCAL)).toBeNull();
    expect(serverOffset('yesterday', LOCAL, LOCAL)).toBeNull();
  });
});
