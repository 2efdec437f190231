import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { loadPhoneStatus, phoneStatusSchema } from '../../phone-status.view.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/phone')
export class GetPhoneStatusController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiReply(phoneStatusSchema)
  @ApiErrors(401)
  async get(@CurrentUser() session: AuthenticatedUser) {
    return reply(await loadPhoneStatus(this.em.fork(), session.id));
  }
}
