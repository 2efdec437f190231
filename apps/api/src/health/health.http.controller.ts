import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Public } from '@app/auth';
import { EventBackbone } from '@app/event-backbone';
import { MailDelivery } from '@app/messaging';
import { ApiReply, reply } from '../platform/http/replies.js';
import { FileStorage } from '../platform/storage/file-storage.js';

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
  /** Storage or mail down degrades the status but not the HTTP code: the rest of the product works; mail waits. */
  storage: z.object({ driver: z.enum(['local', 's3']), status: z.enum(['up', 'down']) }),
  mail: z.object({ transport: z.enum(['smtp', 'file']), status: z.enum(['up', 'down']) }),
});

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly backbone: EventBackbone,
    private readonly storage: FileStorage,
    private readonly mail: MailDelivery,
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
    const [events, storageUp, mail] = await Promise.all([
      up ? this.backbone.status().catch(() => null) : null,
      this.storage.check().then(
        () => true,
        () => false,
      ),
      this.mail.transportStatus(),
    ]);
    const kafkaDown = events?.kafka === 'down';
    const down = [
      !up && 'The database is unreachable',
      kafkaDown && 'Kafka is unreachable; events wait in the outbox',
      !storageUp && 'File storage is failing; uploads and downloads are refused',
      mail.status === 'down' && 'Mail cannot be sent; it waits in the outbox',
    ].filter((problem): problem is string => typeof problem === 'string');
    return reply(
      {
        status: down.length === 0 ? ('ok' as const) : ('degraded' as const),
        events,
        storage: { driver: this.storage.driver, status: storageUp ? ('up' as const) : ('down' as const) },
        mail,
        database: {
          status: up ? ('up' as const) : ('down' as const),
          latency_ms: up ? Math.round(performance.now() - started) : null,
        },
      },
      down.length ? down.join('. ') : 'Healthy',
    );
  }
}
