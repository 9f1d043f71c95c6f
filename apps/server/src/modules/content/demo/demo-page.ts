/** A demo how-to page in one language: title, numbered steps, a closing tip. */
export type DemoPage = readonly [title: string, steps: readonly string[], tip: string];
export type DemoPages = Readonly<Record<string, DemoPage>>;

/** The page's HTML (the shape staff get from the editor). */
export const demoPageHtml = ([, steps, tip]: DemoPage): string =>
  `<ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol><blockquote><p>${tip}</p></blockquote>`;
