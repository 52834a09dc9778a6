/**
 * Zod compiles object parsers with `new Function` unless `jitless` is set. Under the server's CSP (no
 * 'unsafe-eval', Trusted Types required) that probe is blocked and reported as a violation, and Zod
 * makes it when a schema is built, so the setting must exist before any page loads the contracts.
 *
 * Zod keeps its settings in the object at `globalThis.__zod_globalConfig` (and adopts one already there); setting
 * it here keeps Zod itself out of the first-load bundle (`z.config()` would pull its core in).
 * zod-jitless.test.ts fails if a Zod upgrade stops honouring it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
