/**
 * Imported first by the entry, before any schema exists: zod probes `new Function` once, when its first object schema
 * is built, to decide whether to compile its parsers, and the Content-Security-Policy (no eval) reports that probe as
 * a violation. Parsing without compiled parsers is fast enough for forms.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (so that copies of the library share it) and starts
 * from whatever is there. Setting it here keeps zod itself out of the first load: only the pages with forms load it
 * (`z.config({ jitless: true })` would bring zod's core to every first visit). The test next to this file fails if
 * zod stops reading it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export {};
