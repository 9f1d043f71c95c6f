// jsdom ships no types; the server uses only a window for DOMPurify (modules/promotions/sanitize-body.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
