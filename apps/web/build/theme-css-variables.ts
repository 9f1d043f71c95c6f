import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Plugin } from 'vite';

export const THEME_CSS_VARIABLES = 'virtual:theme-css-variables.css';
const RESOLVED = `\0${THEME_CSS_VARIABLES}`;

/**
 * The theme's CSS variables as Mantine's provider would write them into a <style> (every variable,
 * for both colour schemes, with `--mantine-color-scheme`): the stylesheet Mantine's
 * default-css-variables.css is for its default theme.
 */
export const themeCssVariables = (theme: MantineThemeOverride): string => {
  const { variables, light, dark } = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  return convertCssVariables(
    {
      variables,
      light: { ...light, '--mantine-color-scheme': 'light' },
      dark: { ...dark, '--mantine-color-scheme': 'dark' },
    },
    ':root',
  );
};

/**
 * `import 'virtual:theme-css-variables.css'`: the theme's variables written at build time, so the
 * provider computes none in each page's first render (`withCssVariables={false}`, app/providers.tsx):
 * about a tenth of that render on a slow phone.
 */
export const themeCssVariablesModule = (theme: MantineThemeOverride): Plugin => ({
  name: 'chokdee:theme-css-variables',
  resolveId: (id) => (id === THEME_CSS_VARIABLES ? RESOLVED : undefined),
  load: (id) => (id === RESOLVED ? themeCssVariables(theme) : undefined),
});
