import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * The brand green, deepened from shade 5 on so that every shade the app puts text on or writes
 * text in meets WCAG AA (4.5:1) against white, the page grey (gray-0) and green-0/1: shade 6
 * 4.7–5.0:1, shade 7 (buttons, links, `c="green"`) 5.0–5.4:1, shade 8 (header) 6.1–6.6:1. Shade 5
 * keeps the old header green for borders and accents (3:1). Shades 0–4 are Mantine's, for tints.
 */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#2f9e44',
  '#25803a',
  '#1f7a35',
  '#1a6b2e',
  '#155724',
];

/** Mantine's grey with shade 6 (`c="dimmed"`) darkened from 3.3:1 to 5.2:1 on white (4.9:1 on gray-0). */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#666e76',
  '#495057',
  '#343a40',
  '#212529',
];

export const theme = createTheme({
  colors: { green, gray },
  primaryColor: 'green',
  primaryShade: 7,
  fontFamily: 'var(--chokdee-font)',
  headings: { fontFamily: 'var(--chokdee-font)' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
