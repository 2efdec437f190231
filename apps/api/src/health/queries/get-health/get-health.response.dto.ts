import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), latency_ms: z.number().nullable() }),
  /** Kafka down degrades the status but not the HTTP code: writes still succeed and wait in the outbox. */
  events: z
    .object({
      transport: z.enum(['inline', 'kafka']),
      kafka: z.enum(['up', 'down']).nullable(),
      relay: z.object({ unpublished: z.number().int(), oldest_age_seconds: z.number().nullable() }),
    })
    .nullable(),
  /** Storage or mail down degrades the status but not the HTTP code: the rest of the product works; mail waits. */
  storage: z.object({ driver: z.enum(['local', 's3']), status: z.enum(['up', 'down']) }),
  mail: z.object({ transport: z.enum(['smtp', 'file']), status: z.enum(['up', 'down']) }),
});

export type Health = z.infer<typeof healthSchema>;
