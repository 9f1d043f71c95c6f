/**
 * `react` in the member build (vite.config.ts aliases it here): Preact's React layer, plus the two
 * React behaviours it lacks that this app relies on.
 *
 * - React 19.2's `<Activity>`, which Mantine's Tabs, Transition and Collapse render. React keeps a
 *   hidden Activity's state but runs none of its effects, so a tab never shown fetches nothing: here
 *   a hidden subtree is not rendered until it has been visible once, then stays mounted (its panel
 *   hides it with `display: none`), keeping its state.
 * - Controlled inputs. After an input event React puts the value it rendered back into the field,
 *   so a field whose handler refuses a keystroke (a third decimal, a sixth digit) keeps showing the
 *   accepted text. Preact re-renders only when state changes, and a refused keystroke changes none:
 *   here each input or textarea remembers the value it was last rendered with, and once the event's
 *   updates have rendered the field gets that value back if it differs.
 *
 * JavaScript, because Preact's compat types are written `export =`, which TypeScript cannot
 * re-export with `export *`.
 */
/* global queueMicrotask */
import { options } from 'preact';
import { useRef } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props */
export function Activity({ mode = 'visible', children }) {
  const shown = useRef(mode !== 'hidden');
  if (mode !== 'hidden') shown.current = true;
  return shown.current ? children : null;
}

/** @type {WeakMap<EventTarget, unknown>} each controlled field's last rendered value */
const renderedValue = new WeakMap();

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  // `__e` is the rendered DOM node (Preact's mangled `_dom`; the version is pinned).
  const node = /** @type {any} */ (vnode).__e;
  if ((vnode.type === 'input' || vnode.type === 'textarea') && node) {
    const value = /** @type {any} */ (vnode.props).value;
    if (value === undefined || value === null) renderedValue.delete(node);
    else renderedValue.set(node, value);
  }
  previousDiffed?.(vnode);
};

const previousEvent = options.event;
options.event = (event) => {
  const field = event.target;
  if (field && renderedValue.has(field) && (event.type === 'input' || event.type === 'change')) {
    // The handler runs after this hook and queues its render as a microtask: the check goes in the
    // microtask after that one, when the field holds the value of its latest render.
    queueMicrotask(() =>
      queueMicrotask(() => {
        const value = renderedValue.get(field);
        const input = /** @type {HTMLInputElement} */ (field);
        if (value !== undefined && input.value !== String(value)) input.value = String(value);
      }),
    );
  }
  return previousEvent ? previousEvent(event) : event;
};
