import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { requiredText } from '@app/domain';

/** The newest devices a user receives pushes on; registering one more drops the one refreshed longest ago. */
export const MAX_DEVICES_PER_USER = 10;

export const registerDeviceTokenRequest = z.object({
  notification_token: requiredText('Notification token cannot be empty').pipe(z.string().max(4000)),
  device_id: requiredText('Device id cannot be empty').pipe(z.string().max(200)),
});

export class RegisterDeviceTokenCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly request: z.output<typeof registerDeviceTokenRequest>,
  ) {
    super();
  }
}
