import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import kh from '../locales/kh.json';
import mm from '../locales/mm.json';
import th from '../locales/th.json';
import { PAGE_META, pageMetaKey } from './page-meta.ts';

describe('pageMetaKey', () => {
  it.each([
    ['/', 'home'],
    ['/register', 'register'],
    ['/register/some-affiliate', 'register'],
    ['/forgot-pin', 'forgotPin'],
    ['/main', 'main'],
    ['/profile/change-pin', 'profile'],
    ['/credit/deposit/fast', 'wallet'],
    ['/bank/add', 'bank'],
    ['/lotto', 'lotto'],
    ['/lotto/gov', 'lotto'],
    ['/lotto/4d', 'lotto'],
    ['/lotto/gov/123', 'round'],
    ['/poy/lottery/gov/9', 'poy'],
    ['/number-set', 'numberSet'],
    ['/results', 'results'],
    ['/games', 'games'],
    ['/game/joker/123', 'games'],
    ['/live/casino', 'games'],
    ['/no-such-page', 'home'],
  ])('%s → %s', (pathname, key) => {
    expect(pageMetaKey(pathname)).toBe(key);
  });

  it('has a title and a description for every page in every language', () => {
    for (const messages of [th, en, kh, mm]) {
      for (const [, key] of PAGE_META) {
        expect(messages.meta[key].title, key).toMatch(/\S/);
        expect(messages.meta[key].description, key).toMatch(/\S/);
      }
    }
  });
});
