import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { theme } from '../src/app/theme.ts';
import { themeCssVariables } from './theme-css-variables.ts';

/** Each block's declarations, keyed by the colour scheme its selector names (or none). */
const declarations = (css: string) => {
  const blocks: Record<string, Record<string, string>> = {};
  for (const [, selector = '', body = ''] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const scheme = /dark/.test(selector) ? 'dark' : /light/.test(selector) ? 'light' : 'root';
    for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+):\s*([^;]+);/g))
      (blocks[scheme] ??= {})[name] = value.replace(/\s+/g, ' ').trim().toLowerCase();
  }
  return blocks;
};

describe('themeCssVariables', () => {
  it("writes for Mantine's default theme what Mantine's own default-css-variables.css holds", () => {
    const mantine = readFileSync(
      createRequire(import.meta.url).resolve('@mantine/core/styles/default-css-variables.css'),
      'utf8',
    );
    expect(declarations(themeCssVariables({}))).toEqual(declarations(mantine.replace(/\/\*.*?\*\//gs, '')));
  });

  it("writes the app's colours and font in place of Mantine's", () => {
    const { root } = declarations(themeCssVariables(theme));
    expect(root?.['--mantine-color-green-8']).toBe('#1a6b2e');
    expect(root?.['--mantine-font-family']).toBe('var(--chokdee-font)');
    expect(root?.['--mantine-primary-color-filled']).toBe('var(--mantine-color-green-filled)');
  });
});
