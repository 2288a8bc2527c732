// The pages run under a Content-Security-Policy without eval (apps/server/src/plugins/security-headers.ts).
// Zod probes for eval (`Function('')`) as each object schema is made, and the page would report a
// violation; its plain parsers are as quick for the app's small answers and forms. `z.config()` keeps
// its settings in this global object, which zod reads when it loads; it must be set before the
// protocol's schemas exist, so this deferred classic script (index.html) runs before the app's modules.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
