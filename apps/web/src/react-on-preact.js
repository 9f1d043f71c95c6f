/**
 * `react` in the member build (vite.config.ts aliases it here): Preact's React layer, plus React
 * 19.2's `<Activity>`, which Mantine's Tabs, Transition and Collapse render and Preact lacks. React
 * keeps a hidden Activity's state but runs none of its effects, so a tab never shown fetches
 * nothing: here a hidden subtree is not rendered until it has been visible once, then stays mounted
 * (its panel hides it with `display: none`), keeping its state. JavaScript, because Preact's
 * compat types are written `export =`, which TypeScript cannot re-export with `export *`.
 */
import { useRef } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props */
export function Activity({ mode = 'visible', children }) {
  const shown = useRef(mode !== 'hidden');
  if (mode !== 'hidden') shown.current = true;
  return shown.current ? children : null;
}
