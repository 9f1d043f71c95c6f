import { describe, expect, it } from 'vitest';
import { coldNumbers, hotNumbers } from './hot-cold.ts';

describe('hot and cold numbers', () => {
  const counted = [
    { number: '11', count: 3, lastDrawAgo: 7 },
    { number: '22', count: 1, lastDrawAgo: 0 },
    { number: '05', count: 1, lastDrawAgo: 9 },
  ];

  it('hot: the most frequent first, as answered, at most the limit', () => {
    expect(hotNumbers(counted, 2).map((n) => n.number)).toEqual(['11', '22']);
  });

  it('cold: never drawn first (in number order, "ago" = the draws counted), then the least and longest ago', () => {
    const cold = coldNumbers(counted, 12, 100);
    expect(cold).toHaveLength(100);
    expect(cold[0]).toEqual({ number: '00', count: 0, lastDrawAgo: 12 });
    expect(cold.slice(0, 97).every((n) => n.count === 0)).toBe(true);
    expect(cold.slice(97).map((n) => n.number)).toEqual(['05', '22', '11']);
    expect(coldNumbers(counted, 12)).toHaveLength(10);
  });
});
