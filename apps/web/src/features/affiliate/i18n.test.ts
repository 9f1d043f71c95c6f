import { describe, expect, it } from 'vitest';
import { AFFILIATE_BUNDLES } from './i18n.ts';

const keys = (value: object): string[] => Object.keys(value).sort();

describe('the affiliate strings', () => {
  it('have the same keys in th, en, kh and mm', () => {
    const { th, ...others } = AFFILIATE_BUNDLES;
    for (const messages of Object.values(others)) expect(keys(messages)).toEqual(keys(th));
  });
});
