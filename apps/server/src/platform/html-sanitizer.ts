import sanitize from 'sanitize-html';

/**
 * The rich text staff write (content pages, promotion bodies): headings, paragraphs, lists,
 * emphasis, links and images, nothing that runs. An allow-list, so a tag or attribute not named
 * here (script, style, iframe, on* handlers, style attributes) is dropped; links and images keep
 * only http(s) (links also mailto/tel) and site-relative URLs, so `javascript:` and `data:` go.
 * The web app sanitises again on render (DOMPurify): this is the stored copy's guarantee.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only from the site itself (uploads under /media/): the CSP's img-src is 'self'.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // A link that opens elsewhere cannot reach back into the site's window.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string): string => sanitize(html, OPTIONS);
