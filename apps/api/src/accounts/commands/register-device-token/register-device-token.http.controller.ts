import { randomUUID } from 'node:crypto';
import { Controller, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { requiredText } from '@app/domain';
import { PushEndpointPolicy } from '@app/messaging';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { ACCOUNT_ERRORS } from '../../accounts.errors.js';

/** The newest devices a user receives pushes on; registering one more drops the one refreshed longest ago. */
export const MAX_DEVICES_PER_USER = 10;

export const registerDeviceTokenRequest = z.object({
  notification_token: requiredText('Notification token cannot be empty').pipe(z.string().max(4000)),
  device_id: requiredText('Device id cannot be empty').pipe(z.string().max(200)),
});

/** A browser's PushSubscription as `JSON.stringify` gives it. */
const webPushSubscription = z.object({
  endpoint: z.string().max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

const subscriptionEndpoint = (token: string): string | null => {
  try {
    const parsed = webPushSubscription.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data.endpoint : null;
  } catch {
    return null;
  }
};

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/notification')
export class RegisterDeviceTokenController {
  private readonly policy: PushEndpointPolicy;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = new PushEndpointPolicy(config.PUSH_ENDPOINT_HOSTS);
  }

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
    const endpoint = subscriptionEndpoint(body.notification_token);
    if (endpoint === null || !this.policy.allows(endpoint))
      throw ACCOUNT_ERRORS.error('push_endpoint_refused', { field: 'notification_token' });
    await this.em.fork().transactional(async (em) => {
      // One registration per user at a time, so two at once cannot both see room for one more device.
      await em.execute(`select 1 from app_user where id = ? for update`, [session.id]);
      await em.execute(
        `insert into device_token (id, user_id, device_id, notification_token, updated_at) values (?, ?, ?, ?, now())
         on conflict (user_id, device_id) do update set notification_token = excluded.notification_token, updated_at = now()`,
        [randomUUID(), session.id, body.device_id, body.notification_token],
      );
      await em.execute(
        `delete from device_token where user_id = ? and id not in
           (select id from device_token where user_id = ? order by updated_at desc, id limit ?)`,
        [session.id, session.id, MAX_DEVICES_PER_USER],
      );
    });
    return reply(null, { key: 'api:accounts.tokenSaved' });
  }
}
