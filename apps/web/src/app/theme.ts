import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 7,
  fontFamily: 'var(--chokdee-font)',
  headings: { fontFamily: 'var(--chokdee-font)' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
