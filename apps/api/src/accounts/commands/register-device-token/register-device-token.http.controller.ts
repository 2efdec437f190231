import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import {
  MAX_DEVICES_PER_USER,
  RegisterDeviceTokenCommand,
  registerDeviceTokenRequest,
} from './register-device-token.command.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/notification')
export class RegisterDeviceTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Post('token')
  @ApiOperation({
    summary: "Save this device's Web Push subscription",
    description: `notification_token is the browser's PushSubscription as JSON; its endpoint must be an https address of a known push service (PUSH_ENDPOINT_HOSTS). The same device replaces its earlier subscription; a user keeps the ${MAX_DEVICES_PER_USER} most recently registered devices (an eleventh replaces the oldest). A device id is the user's own: another account using the same id gets its own entry.`,
  })
  @ApiReply(z.null(), { status: 201, description: 'Token saved for this device' })
  @ApiErrors(400, 401)
  async register(
    @CurrentUser() session: AuthenticatedUser,
    @ValidBody(registerDeviceTokenRequest) body: z.output<typeof registerDeviceTokenRequest>,
  ) {
    await this.commands.execute(new RegisterDeviceTokenCommand(session.id, body));
    return reply(null, { key: 'api:accounts.tokenSaved' });
  }
}
