import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/auth';
import { ApiReply, operatorReply } from '../../../platform/http/replies.js';
import { GetHealthQuery } from './get-health.query.js';
import { healthSchema } from './get-health.response.dto.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get()
  @ApiReply(healthSchema, { description: 'Everything is up; 503 with the same shape when a part is down' })
  async health(@Res({ passthrough: true }) response: FastifyReply) {
    const { health, problems } = await this.queries.execute(new GetHealthQuery());
    if (health.database.status === 'down') void response.status(503);
    // Read by load balancers and operators, not by people in the app: English.
    return operatorReply(health, problems.length ? problems.join('. ') : 'Healthy');
  }
}
