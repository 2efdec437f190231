import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { PushEndpointPolicy } from '@app/messaging';
import { ACCOUNT_ERRORS } from '../../accounts.errors.js';
import { MAX_DEVICES_PER_USER, RegisterDeviceTokenCommand } from './register-device-token.command.js';

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

@CommandHandler(RegisterDeviceTokenCommand)
export class RegisterDeviceTokenHandler implements ICommandHandler<RegisterDeviceTokenCommand> {
  private readonly policy: PushEndpointPolicy;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = new PushEndpointPolicy(config.PUSH_ENDPOINT_HOSTS);
  }

  async execute({ userId, request }: RegisterDeviceTokenCommand): Promise<void> {
    const endpoint = subscriptionEndpoint(request.notification_token);
    if (endpoint === null || !this.policy.allows(endpoint))
      throw ACCOUNT_ERRORS.error('push_endpoint_refused', { field: 'notification_token' });
    await this.em.fork().transactional(async (em) => {
      // One registration per user at a time, so two at once cannot both see room for one more device.
      await em.execute(`select 1 from app_user where id = ? for update`, [userId]);
      await em.execute(
        `insert into device_token (id, user_id, device_id, notification_token, updated_at) values (?, ?, ?, ?, now())
         on conflict (user_id, device_id) do update set notification_token = excluded.notification_token, updated_at = now()`,
        [randomUUID(), userId, request.device_id, request.notification_token],
      );
      await em.execute(
        `delete from device_token where user_id = ? and id not in
           (select id from device_token where user_id = ? order by updated_at desc, id limit ?)`,
        [userId, userId, MAX_DEVICES_PER_USER],
      );
    });
  }
}
