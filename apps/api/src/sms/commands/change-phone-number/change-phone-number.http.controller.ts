import { Controller, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { phoneStatusSchema } from '../../phone-status.view.js';
import { GetPhoneStatusQuery } from '../../queries/get-phone-status/get-phone-status.query.js';
import { ChangePhoneNumberCommand, changePhoneNumberRequest } from './change-phone-number.command.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/phone')
export class ChangePhoneNumberController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put()
  @ApiReply(phoneStatusSchema, {
    description: 'The number is changed and unverified (unchanged when it is the same number)',
  })
  @ApiErrors(400, 401, 429)
  async change(
    @CurrentUser() session: AuthenticatedUser,
    @ValidBody(changePhoneNumberRequest) body: z.output<typeof changePhoneNumberRequest>,
  ) {
    const { changed } = await this.commands.execute(new ChangePhoneNumberCommand(session.id, body.phone_number));
    const status = await this.queries.execute(new GetPhoneStatusQuery(session.id));
    return changed ? reply(status, { key: 'api:phone.phoneChanged' }) : reply(status);
  }
}
