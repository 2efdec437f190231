import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Public } from '@app/auth';
import { EventBackbone } from '@app/event-backbone';
import { ApiReply, reply } from '../platform/http/replies.js';

const healthSchema = z.object({
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
});

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly backbone: EventBackbone,
  ) {}

  @Public()
  @Get()
  @ApiReply(healthSchema, { description: 'Everything is up; 503 with the same shape when a part is down' })
  async health(@Res({ passthrough: true }) response: FastifyReply) {
    const started = performance.now();
    const up = await this.em
      .getConnection()
      .execute('select 1')
      .then(() => true)
      .catch(() => false);
    if (!up) void response.status(503);
    const events = up ? await this.backbone.status().catch(() => null) : null;
    const kafkaDown = events?.kafka === 'down';
    return reply(
      {
        status: up && !kafkaDown ? ('ok' as const) : ('degraded' as const),
        events,
        database: {
          status: up ? ('up' as const) : ('down' as const),
          latency_ms: up ? Math.round(performance.now() - started) : null,
        },
      },
      !up ? 'The database is unreachable' : kafkaDown ? 'Kafka is unreachable; events wait in the outbox' : 'Healthy',
    );
  }
}
