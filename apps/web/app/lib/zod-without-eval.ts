// zod 4 probes `new Function` when it builds an object schema, to compile a fast parser; under the
// store's CSP (no 'unsafe-eval') the probe is reported as a violation on every page. Browsers parse
// without it. Set on zod's own global before any schema is built: root imports this first.
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
if (typeof document !== 'undefined') (g.__zod_globalConfig ??= {}).jitless = true
