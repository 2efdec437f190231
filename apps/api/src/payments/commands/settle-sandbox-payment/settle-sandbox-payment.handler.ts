import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentProvider } from '../../payment-provider.js';
import { noPendingSandboxPayment, sandboxProvider } from '../../sandbox/sandbox-payment.provider.js';
import { HandlePaystackWebhookCommand } from '../handle-paystack-webhook/handle-paystack-webhook.command.js';
import { SettleSandboxPaymentCommand } from './settle-sandbox-payment.command.js';

/** The sandbox's event takes the same path real provider events take: the webhook command. */
@CommandHandler(SettleSandboxPaymentCommand)
export class SettleSandboxPaymentHandler implements ICommandHandler<SettleSandboxPaymentCommand> {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly commands: CommandBus,
  ) {}

  async execute({ reference, outcome }: SettleSandboxPaymentCommand): Promise<{ callbackUrl: string }> {
    const event = await sandboxProvider(this.provider).settle(reference, outcome);
    if (!event) throw noPendingSandboxPayment();
    await this.commands.execute(new HandlePaystackWebhookCommand(event.body, event.signature));
    return { callbackUrl: event.callbackUrl };
  }
}
