import { Command } from '@nestjs/cqrs';

export class HandlePaystackWebhookCommand extends Command<{ handled: boolean }> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: unknown,
  ) {
    super();
  }
}
