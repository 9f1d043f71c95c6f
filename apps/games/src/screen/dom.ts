/** A tiny element builder: the screens are vanilla TypeScript, no framework in the bundle. */
type Child = Node | string | null | undefined | false;

export const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string | number | boolean | EventListener> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] => {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(key.slice(2).toLowerCase(), value);
    else if (key === 'class') element.className = String(value);
    else if (value === true) element.setAttribute(key, '');
    else if (value !== false) element.setAttribute(key, String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
};

/** SVG markup from this bundle's own constants (never from the server or the member). */
export const svg = (markup: string): Element => {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  return template.content.firstElementChild!;
};

/** Satang as baht with two decimals, as the site shows money. */
export const baht = (satang: number): string =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
