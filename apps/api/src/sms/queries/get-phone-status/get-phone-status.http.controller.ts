import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { PhoneStatusView, phoneStatusSchema } from '../../phone-status.view.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/phone')
export class GetPhoneStatusController {
  constructor(private readonly phoneStatus: PhoneStatusView) {}

  @Get()
  @ApiReply(phoneStatusSchema)
  @ApiErrors(401)
  async get(@CurrentUser() session: AuthenticatedUser) {
    return reply(await this.phoneStatus.load(session.id));
  }
}
