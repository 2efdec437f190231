import { Command } from '@nestjs/cqrs';

export const BAD_SIGNATURE = 'Invalid signature';

export class HandlePaystackWebhookCommand extends Command<{ handled: boolean }> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: unknown,
  ) {
    super();
  }
}
