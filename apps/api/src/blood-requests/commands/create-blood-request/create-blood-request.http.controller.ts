import { Controller, Inject, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { newBloodRequestForm, type NewBloodRequest } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { recipientRequestSchema } from '../../recipient-request.view.js';
import { ListMyRequestsQuery } from '../../queries/list-my-requests/list-my-requests.query.js';
import { CreateBloodRequestCommand } from './create-blood-request.command.js';

@ApiTags('blood requests')
@ApiBearerAuth()
@Controller('requests')
export class CreateBloodRequestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Request blood for yourself or another recipient',
    description:
      'Starts the targeted donor search at once (first wave: 10 km); later waves widen to 25, 50, 100 km and the whole state. ' +
      'The date lies between 15 minutes ago and 30 days ahead. Creation is limited per account (open requests at once, ' +
      'requests a day) and per IP: 429 with Retry-After.',
  })
  @ApiReply(z.object({ request: recipientRequestSchema }), { status: 201 })
  @ApiErrors(400, 401, 429)
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody(newBloodRequestForm) body: NewBloodRequest,
    @Ip() ip: string,
  ) {
    await this.rateLimits.perIp('blood-request', ip, this.config.RATE_LIMIT_REQUEST_IP);
    const { requestId } = await this.commands.execute(new CreateBloodRequestCommand(user.id, body));
    const { requests } = await this.queries.execute(new ListMyRequestsQuery(user.id, { requestId }));
    return reply({ request: requests[0]! }, { key: 'api:requests.submitted' });
  }
}
