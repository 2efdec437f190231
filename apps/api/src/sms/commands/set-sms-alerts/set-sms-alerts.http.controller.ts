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
import { SetSmsAlertsCommand, setSmsAlertsRequest } from './set-sms-alerts.command.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/sms-alerts')
export class SetSmsAlertsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put()
  @ApiReply(phoneStatusSchema, { description: 'SMS alerts are on or off' })
  @ApiErrors(400, 401, 409)
  async set(
    @CurrentUser() session: AuthenticatedUser,
    @ValidBody(setSmsAlertsRequest) body: z.output<typeof setSmsAlertsRequest>,
  ) {
    await this.commands.execute(new SetSmsAlertsCommand(session.id, body.enabled));
    return reply(
      await this.queries.execute(new GetPhoneStatusQuery(session.id)),
      body.enabled ? { key: 'api:phone.smsAlertsOn' } : { key: 'api:phone.smsAlertsOff' },
    );
  }
}
