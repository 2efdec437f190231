import { randomUUID } from 'node:crypto';
import { Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { requiredText } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';

export const registerDeviceTokenRequest = z.object({
  notification_token: requiredText('Notification token cannot be empty').pipe(z.string().max(4000)),
  device_id: requiredText('Device id cannot be empty').pipe(z.string().max(200)),
});

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/notification')
export class RegisterDeviceTokenController {
  constructor(private readonly em: EntityManager) {}

  /** One token per device: the same device replaces its earlier token, even after another user used it. */
  @Post('token')
  @ApiReply(z.null(), { status: 201, description: 'Token saved for this device' })
  @ApiErrors(400, 401)
  async register(
    @CurrentUser() session: AuthenticatedUser,
    @ValidBody(registerDeviceTokenRequest) body: z.output<typeof registerDeviceTokenRequest>,
  ) {
    await this.em
      .fork()
      .getConnection()
      .execute(
        `insert into device_token (id, user_id, device_id, notification_token, updated_at) values (?, ?, ?, ?, now())
       on conflict (device_id) do update set user_id = excluded.user_id, notification_token = excluded.notification_token, updated_at = now()`,
        [randomUUID(), session.id, body.device_id, body.notification_token],
      );
    return reply(null, 'Notification token saved');
  }
}
