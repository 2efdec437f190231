import { Controller, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { phoneStatusSchema } from '../../phone-status.view.js';
import { GetPhoneStatusQuery } from '../../queries/get-phone-status/get-phone-status.query.js';
import { ConfirmPhoneCodeCommand, confirmPhoneCodeRequest } from './confirm-phone-code.command.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/phone')
export class ConfirmPhoneCodeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('verify')
  @ApiReply(phoneStatusSchema, { description: 'The phone number is verified' })
  @ApiErrors(400, 401, 409)
  async verify(
    @CurrentUser() session: AuthenticatedUser,
    @ValidBody(confirmPhoneCodeRequest) body: z.output<typeof confirmPhoneCodeRequest>,
  ) {
    await this.commands.execute(new ConfirmPhoneCodeCommand(session.id, body.code));
    return reply(await this.queries.execute(new GetPhoneStatusQuery(session.id)), { key: 'api:phone.phoneVerified' });
  }
}
