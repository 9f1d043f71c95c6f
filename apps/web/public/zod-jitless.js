// zod probes `new Function` while the bundle builds its first object schema, unless its global
// config says `jitless`; the app's CSP (script-src 'self', no 'unsafe-eval') refuses the probe and
// the browser reports a CSP violation on every page. zod reads its config from this global, so it
// must be set before the bundle runs: index.html loads this as a deferred classic script ahead of
// the module script, and deferred scripts run in document order. Interpreted parsing is fast
// enough for the answers the app reads.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
