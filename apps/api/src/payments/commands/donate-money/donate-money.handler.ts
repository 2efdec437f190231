import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { invalidField } from '@app/domain';
import { DonationEntity, PaymentServiceEntity } from '@app/persistence';
import { quoteCrypto } from '../../crypto/crypto-quotes.js';
import { subunits } from '../../donation-outcomes.js';
import { PaymentProvider } from '../../payment-provider.js';
import { DonateMoneyCommand, type DonationReply } from './donate-money.command.js';
import { PAYMENT_ERRORS } from '../../payments.errors.js';

/** Not worded by the spec. */
export const REDIRECT_NOT_OURS = 'redirect_url must be a page of this site';

/**
 * A return page on another host: most often the site itself opened at an address other than PUBLIC_URL (an IP, a
 * second domain). The payer is told where the site lives rather than a field name they never saw.
 */
/** Where the payer returns: a page of ours (PUBLIC_URL or ALLOWED_ORIGINS), never an arbitrary site. */
export const returnUrl = (config: Pick<AppConfig, 'PUBLIC_URL' | 'ALLOWED_ORIGINS'>, given: string | undefined) => {
  if (!given) return `${config.PUBLIC_URL}/donate/complete`;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    // eslint-disable-next-line no-restricted-syntax -- for the payment provider or an integrator, not people: English only
    throw invalidField('redirect_url', REDIRECT_NOT_OURS);
  }
  // eslint-disable-next-line no-restricted-syntax -- for the payment provider or an integrator, not people: English only
  if (!/^https?:$/.test(url.protocol)) throw invalidField('redirect_url', REDIRECT_NOT_OURS);
  const site = new URL(config.PUBLIC_URL).origin;
  if (url.origin === site || config.ALLOWED_ORIGINS.includes(url.origin)) return url.toString();
  throw PAYMENT_ERRORS.error('opened_elsewhere', { field: 'redirect_url', params: { opened: url.origin, site } });
};

@CommandHandler(DonateMoneyCommand)
export class DonateMoneyHandler implements ICommandHandler<DonateMoneyCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request }: DonateMoneyCommand): Promise<DonationReply> {
    const em = this.em.fork();
    const service = await em.findOne(PaymentServiceEntity, { id: request.service_id });
    if (!service) throw PAYMENT_ERRORS.error('service_unknown', { field: 'service_id' });
    const redirectUrl = returnUrl(this.config, request.redirect_url);
    const reference = `bm_${randomBytes(12).toString('hex')}`;
    const amount = request.amount.toFixed(2);
    const donation = em.create(DonationEntity, {
      reference,
      service,
      provider: service.kind === 'crypto' ? 'crypto' : this.provider.name,
      name: request.name,
      email: request.email,
      phoneNumber: request.phone_number,
      amount,
      currency: request.currency,
      redirectUrl,
    });

    if (service.kind === 'crypto') {
      const quote = quoteCrypto(this.config, Number(amount), request.currency, request.coin);
      Object.assign(donation, {
        cryptoCoin: quote.coin,
        cryptoNetwork: quote.network,
        cryptoAddress: quote.address,
        cryptoAmount: quote.cryptoAmount,
      });
      await em.flush();
      return {
        reference,
        address: quote.address,
        cryptoAmount: quote.cryptoAmount,
        coin: quote.coin,
        network: quote.network,
        demo: quote.demo,
      };
    }

    // Saved before the provider hears of it, so a webhook always finds the donation.
    await em.flush();
    const { authorizationUrl } = await this.provider.initialize({
      reference,
      email: request.email,
      amountSubunits: subunits(amount),
      currency: request.currency,
      callbackUrl: redirectUrl,
      metadata: { donation_id: donation.id, name: request.name, phone_number: request.phone_number },
    });
    donation.authorizationUrl = authorizationUrl;
    await em.flush();
    return { reference, authorization_url: authorizationUrl };
  }
}
