import { Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, persistentSecret, type AppConfig } from '@app/config';
import { DonateMoneyController } from './commands/donate-money/donate-money.http.controller.js';
import { DonateMoneyHandler } from './commands/donate-money/donate-money.handler.js';
import { HandlePaystackWebhookController } from './commands/handle-paystack-webhook/handle-paystack-webhook.http.controller.js';
import { HandlePaystackWebhookHandler } from './commands/handle-paystack-webhook/handle-paystack-webhook.handler.js';
import { VerifyDonationController } from './commands/verify-donation/verify-donation.http.controller.js';
import { VerifyDonationHandler } from './commands/verify-donation/verify-donation.handler.js';
import { PaymentProvider } from './payment-provider.js';
import { PaystackProvider } from './paystack/paystack.provider.js';
import { RawBodyCapture } from './raw-body.js';
import { SandboxCheckoutController } from './queries/show-sandbox-checkout/show-sandbox-checkout.http.controller.js';
import { ShowSandboxCheckoutHandler } from './queries/show-sandbox-checkout/show-sandbox-checkout.handler.js';
import { SettleSandboxPaymentHandler } from './commands/settle-sandbox-payment/settle-sandbox-payment.handler.js';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider.js';
import { randomBytes } from 'node:crypto';

/** Paystack when PAYSTACK_SECRET_KEY is set; otherwise the sandbox checkout served by the API itself. */
const paymentProvider = (config: AppConfig, em: EntityManager): PaymentProvider =>
  config.PAYSTACK_SECRET_KEY
    ? new PaystackProvider(config.PAYSTACK_SECRET_KEY, config.PAYSTACK_BASE_URL)
    : new SandboxPaymentProvider(
        persistentSecret(config.DATA_DIR, 'payments-sandbox-secret', () => randomBytes(48).toString('base64url')),
        config.PUBLIC_URL,
        em,
      );

/** Money donations to the sponsoring organisation: card/bank through a provider, crypto by address. */
@Module({
  controllers: [
    DonateMoneyController,
    HandlePaystackWebhookController,
    VerifyDonationController,
    SandboxCheckoutController,
  ],
  providers: [
    { provide: PaymentProvider, inject: [APP_CONFIG, EntityManager], useFactory: paymentProvider },
    RawBodyCapture,
    DonateMoneyHandler,
    HandlePaystackWebhookHandler,
    VerifyDonationHandler,
    ShowSandboxCheckoutHandler,
    SettleSandboxPaymentHandler,
  ],
})
export class PaymentsModule {}
