import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | undefined;

/**
 * A promotion body as it may be stored: DOMPurify (the sanitiser the web renders with, again) over
 * a jsdom window, made on the first save so a server that never edits promotions never loads it.
 * Scripts, event handlers and javascript: URLs go; formatting, links and images stay.
 */
export const sanitizeBody = (html: string): string => {
  purifier ??= createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
};
