import { config } from 'zod/v4/core';

/**
 * zod compiles its object parsers with `new Function` after probing whether it may; under the
 * app's CSP (`script-src 'self'`, no 'unsafe-eval') the probe is refused and the browser reports a
 * CSP violation on every page. The interpreted parsers are fast enough for the answers read here.
 * Imported first by main.tsx, before any schema parses.
 */
config({ jitless: true });
