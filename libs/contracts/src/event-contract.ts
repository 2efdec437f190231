import { z } from 'zod';

/** Topics group events by family; one aggregate's events share a family, so they stay in order under its key. */
export const EVENT_FAMILIES = ['accounts', 'blood-requests', 'donors', 'community', 'appeals'] as const;
export type EventFamily = (typeof EVENT_FAMILIES)[number];

export interface EventContract<Type extends string = string, Payload = unknown> {
  type: Type;
  version: number;
  family: EventFamily;
  aggregateType: string;
  payload: z.ZodType<Payload>;
}

export const defineEvent = <Type extends string, Schema extends z.ZodType>(contract: {
  type: Type;
  version: number;
  family: EventFamily;
  aggregateType: string;
  payload: Schema;
}): EventContract<Type, z.output<Schema>> => contract as EventContract<Type, z.output<Schema>>;

export type PayloadOf<C> = C extends EventContract<string, infer P> ? P : never;

/** The one envelope every integration event travels in, in the outbox and on Kafka alike. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurred_at: z.iso.datetime({ offset: true }),
  aggregate_type: z.string().min(1),
  aggregate_id: z.string().min(1),
  payload: z.unknown(),
});

export type EventEnvelope<Payload = unknown> = Omit<z.output<typeof eventEnvelopeSchema>, 'payload'> & {
  payload: Payload;
};
