import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DonationEntity } from '@app/persistence';
import { recordProviderOutcome } from '../../donation-outcomes.js';
import { PaymentProvider } from '../../payment-provider.js';
import { VerifyDonationCommand, type VerifiedDonation } from './verify-donation.command.js';
import { PAYMENT_ERRORS } from '../../payments.errors.js';

/** Asks the provider about a card/bank donation (the /donate/complete page does, with the returned reference). */
@CommandHandler(VerifyDonationCommand)
export class VerifyDonationHandler implements ICommandHandler<VerifyDonationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
  ) {}

  async execute({ reference }: VerifyDonationCommand): Promise<VerifiedDonation> {
    const donation = await this.em.fork().findOne(DonationEntity, { reference });
    if (!donation) throw PAYMENT_ERRORS.error('donation_not_found');
    let status = donation.status;
    if (donation.provider === this.provider.name && status !== 'successful') {
      const transaction = await this.provider.verify(reference);
      if (transaction) status = (await recordProviderOutcome(this.em, this.provider.name, transaction)) ?? status;
    }
    return { reference, status, amount: Number(donation.amount), currency: donation.currency };
  }
}
