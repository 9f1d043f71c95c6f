import { describe, expect, it } from 'vitest';
import { adjacentToFirstPrize } from './gov-prizes.ts';

describe('adjacentToFirstPrize', () => {
  it('answers the numbers one below and one above, six digits, wrapping at the ends', () => {
    expect(adjacentToFirstPrize('123456')).toEqual(['123455', '123457']);
    expect(adjacentToFirstPrize('000000')).toEqual(['999999', '000001']);
    expect(adjacentToFirstPrize('999999')).toEqual(['999998', '000000']);
    expect(adjacentToFirstPrize('012300')).toEqual(['012299', '012301']);
  });
  it('answers null for anything but six digits', () => {
    for (const bad of ['12345', '1234567', 'abcdef', '']) expect(adjacentToFirstPrize(bad)).toBeNull();
  });
});
