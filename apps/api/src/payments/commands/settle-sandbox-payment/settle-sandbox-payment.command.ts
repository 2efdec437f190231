import { Command } from '@nestjs/cqrs';

/** Pay or Cancel on the sandbox checkout: settles the transaction and hands its event to the webhook command. */
export class SettleSandboxPaymentCommand extends Command<{ callbackUrl: string }> {
  constructor(
    readonly reference: string,
    readonly outcome: 'success' | 'abandoned',
  ) {
    super();
  }
}
