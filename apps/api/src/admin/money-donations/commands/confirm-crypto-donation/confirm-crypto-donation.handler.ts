import { ADMIN_ERRORS, adminNotFound } from '../../../admin.errors.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

import { DonationEntity, DonationPaymentEntity } from '@app/persistence';
import { recordDonationReceived, subunits } from '../../../../payments/index.js';
import { changeAudited } from '../../../../platform/audit/audit-trail.js';
import { adminMoneyDonationView, canConfirmByHand } from '../../money-donation.admin-view.js';
import { ConfirmCryptoDonationCommand } from './confirm-crypto-donation.command.js';

/**
 * Staff saw the crypto transfer arrive: the donation is successful with its payment recorded (the hash as the
 * transaction), and the donor's receipt goes out through the outbox, as a card payment's does.
 */
@CommandHandler(ConfirmCryptoDonationCommand)
export class ConfirmCryptoDonationHandler implements ICommandHandler<ConfirmCryptoDonationCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id, transactionHash }: ConfirmCryptoDonationCommand) {
    return changeAudited(
      this.em,
      actor,
      { resource: 'money-donations', entity: DonationEntity, id, notFound: adminNotFound('donation_not_found') },
      'crypto_confirmed',
      adminMoneyDonationView,
      (donation, tx) => {
        if (!canConfirmByHand(donation))
          throw donation.provider === 'crypto'
            ? ADMIN_ERRORS.error('donation_already_confirmed', { params: { status: donation.status } })
            : ADMIN_ERRORS.error('card_donation_by_provider');
        donation.status = 'successful';
        donation.paidAt = new Date();
        donation.cryptoTransactionHash = transactionHash;
        tx.create(DonationPaymentEntity, {
          donation,
          provider: 'crypto',
          providerTransactionId: transactionHash,
          amountSubunits: String(subunits(donation.amount)),
          currency: donation.currency,
          channel: donation.cryptoCoin,
          paidAt: donation.paidAt,
        });
        recordDonationReceived(tx, donation, transactionHash);
      },
    );
  }
}
