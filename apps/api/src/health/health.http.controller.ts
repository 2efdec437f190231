import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Public } from '@app/auth';
import { ApiReply, reply } from '../platform/http/replies.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), latency_ms: z.number().nullable() }),
});

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

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
    return reply(
      {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: {
          status: up ? ('up' as const) : ('down' as const),
          latency_ms: up ? Math.round(performance.now() - started) : null,
        },
      },
      up ? 'Healthy' : 'The database is unreachable',
    );
  }
}
