import { z } from 'zod';

export const named = z.object({ id: z.number(), name: z.string() });
export const labelled = named.extend({ label: z.string().describe('the name in the language asked for') });
export type Named = z.infer<typeof named>;
