// zod compiles object parsers with `new Function` when it may, and probes for that as each object schema is created.
// The page's Content Security Policy forbids eval, so the probe would be reported as a violation on every page:
// zod runs jitless here (interpreted parsing is fast enough in a browser). zod 4 keeps its configuration on
// `globalThis.__zod_globalConfig`, taken over by whichever copy of zod loads first, so setting it here, before any
// schema module, needs no zod in the entry chunk the login route loads. chart-escaping.e2e fails if zod probes again.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
