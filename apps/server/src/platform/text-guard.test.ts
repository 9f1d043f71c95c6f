import { describe, expect, it } from 'vitest';
import { nulPath } from './text-guard.ts';

describe('nulPath', () => {
  it('finds the first text holding U+0000, by its dotted path', () => {
    expect(nulPath({ a: 'x', lines: [{ n: '1' }, { n: '2\u0000' }] })).toEqual(['lines', '1', 'n']);
    expect(nulPath('\u0000')).toEqual([]);
    expect(nulPath({ ['k\u0000']: 1 })).toEqual([]);
  });

  it('passes clean values, numbers, booleans and raw bytes', () => {
    expect(nulPath({ a: 'x', b: [1, true, null], c: { d: 'y' } })).toBeUndefined();
    expect(nulPath(Buffer.from([0, 1, 2]))).toBeUndefined();
    expect(nulPath(undefined)).toBeUndefined();
  });
});
