import { z } from 'zod';

/**
 * Imported first by the entry, before any schema exists: zod probes `new Function` once, when its first object schema
 * is built, to decide whether to compile its parsers, and the Content-Security-Policy (no eval) reports that probe as
 * a violation. Parsing without compiled parsers is fast enough for forms.
 */
z.config({ jitless: true });
