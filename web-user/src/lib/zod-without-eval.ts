// zod's core, not the `z` namespace: this module is part of every first load, and `z` would bring all of zod.
import { config } from 'zod/v4/core';

/**
 * Imported first by the entry, before any schema exists: zod probes `new Function` once, when its first object schema
 * is built, to decide whether to compile its parsers, and the Content-Security-Policy (no eval) reports that probe as
 * a violation. Parsing without compiled parsers is fast enough for forms. This is zod's one global configuration,
 * shared with the full library that the pages with forms load.
 */
config({ jitless: true });
