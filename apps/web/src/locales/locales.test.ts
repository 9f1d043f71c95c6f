import { describe, expect, it } from 'vitest';
import en from './en.json';
import kh from './kh.json';
import mm from './mm.json';
import th from './th.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const strings = (value: unknown): string[] =>
  typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [String(value)];

describe('locale resources', () => {
  it('have the same keys in th, en, kh and mm', () => {
    const expected = keys(th).sort();
    for (const messages of [en, kh, mm]) expect(keys(messages).sort()).toEqual(expected);
  });

  it('are written in their own script', () => {
    const share = (messages: unknown, script: RegExp) =>
      strings(messages).filter((s) => script.test(s)).length / strings(messages).length;
    expect(share(th, /[\u0E00-\u0E7F]/)).toBeGreaterThan(0.9);
    expect(share(kh, /[\u1780-\u17FF]/)).toBeGreaterThan(0.9);
    expect(share(mm, /[\u1000-\u109F]/)).toBeGreaterThan(0.9);
  });

  it('keep the spec wording in English', () => {
    expect(en.errors.unauthorized.title).toBe('Unauthorized');
    expect(en.errors.forbidden.title).toBe('Sorry, access denied.');
    expect(en.errors.pageNotFound.title).toBe('Page Not Found');
    expect(en.errors.notAllowDomain.title).toBe('Not Allow Domain');
    expect(en.errors.unknownRoute.title).toBe('This page could not be found');
    expect(en.errors.default).toBe('Oops! Something went wrong. Please try again later.');
    expect(th.shell.wait).toBe('กรุณารอสักครู่...');
  });
});
