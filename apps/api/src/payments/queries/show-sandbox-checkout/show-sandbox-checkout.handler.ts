import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PaymentProvider } from '../../payment-provider.js';
import { noPendingSandboxPayment, sandboxProvider } from '../../sandbox/sandbox-payment.provider.js';
import { ShowSandboxCheckoutQuery, type SandboxCheckout } from './show-sandbox-checkout.query.js';

@QueryHandler(ShowSandboxCheckoutQuery)
export class ShowSandboxCheckoutHandler implements IQueryHandler<ShowSandboxCheckoutQuery> {
  constructor(private readonly provider: PaymentProvider) {}

  async execute({ reference }: ShowSandboxCheckoutQuery): Promise<SandboxCheckout> {
    const transaction = await sandboxProvider(this.provider).pending(reference);
    if (!transaction) throw noPendingSandboxPayment();
    return { amountSubunits: transaction.amountSubunits, currency: transaction.currency, email: transaction.email };
  }
}
