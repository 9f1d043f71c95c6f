// jsdom ships no types; the server uses only a window for DOMPurify (modules/promotions/sanitize-body.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    // The server compiles without the DOM library: DOMPurify's factory reads the window as it is.
    readonly window: unknown;
  }
}
