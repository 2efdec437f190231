import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { phoneStatusSchema } from '../../phone-status.view.js';
import { GetPhoneStatusQuery } from './get-phone-status.query.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/phone')
export class GetPhoneStatusController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiReply(phoneStatusSchema)
  @ApiErrors(401)
  async get(@CurrentUser() session: AuthenticatedUser) {
    return reply(await this.queries.execute(new GetPhoneStatusQuery(session.id)));
  }
}
