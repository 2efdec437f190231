import { errorTable } from '@app/domain';

/**
 * The refusals of money donations that people read, by code. Those only the payment provider or an integrator can
 * meet (a bad webhook signature, a wallet or price not configured) stay in English where they are thrown.
 */
export const PAYMENT_ERRORS = errorTable(
  {
    donation_not_found: { kind: 'not_found', key: 'api:payments.donationNotFound' },
    sandbox_off: { kind: 'not_found', key: 'api:generic.notFound' },
    service_unknown: { kind: 'invalid_input', key: 'api:payments.serviceUnknown' },
    opened_elsewhere: { kind: 'invalid_input', key: 'api:payments.openedElsewhere' },
    crypto_unavailable: { kind: 'invalid_input', key: 'api:payments.cryptoUnavailable' },
  },
  { replyCode: 'generic' },
);
