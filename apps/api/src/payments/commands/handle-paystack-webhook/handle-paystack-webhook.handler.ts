import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, NotAuthenticatedError } from '@app/domain';
import { recordProviderOutcome } from '../../donation-outcomes.js';
import { PaymentProvider, readPaystackTransaction } from '../../payment-provider.js';
import { isValidPaystackSignature } from '../../paystack/paystack-signature.js';
import { BAD_SIGNATURE, HandlePaystackWebhookCommand } from './handle-paystack-webhook.command.js';

/** Events that settle a transaction; `charge.abandoned` comes only from the sandbox checkout. */
const SETTLING_EVENTS = new Set(['charge.success', 'charge.failed', 'charge.abandoned']);

const isEvent = (value: unknown): value is { event?: unknown; data?: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A Paystack event: trusted only with a valid HMAC-SHA512 signature of its raw body; settles the donation through
 * the same idempotent path as a verify call. Unknown events and references are acknowledged and ignored.
 */
@CommandHandler(HandlePaystackWebhookCommand)
export class HandlePaystackWebhookHandler implements ICommandHandler<HandlePaystackWebhookCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
  ) {}

  async execute({ rawBody, signature }: HandlePaystackWebhookCommand): Promise<{ handled: boolean }> {
    if (!isValidPaystackSignature(this.provider.webhookSecret, rawBody, signature)) {
      // eslint-disable-next-line no-restricted-syntax -- for the payment provider or an integrator, not people: English only
      throw new NotAuthenticatedError(BAD_SIGNATURE);
    }
    let event: unknown;
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      // eslint-disable-next-line no-restricted-syntax -- for the payment provider or an integrator, not people: English only
      throw new InvalidInputError('The body must be JSON');
    }
    // `null`, a number or a list is JSON too, and correctly signed: still not an event.
    // eslint-disable-next-line no-restricted-syntax -- for the payment provider or an integrator, not people: English only
    if (!isEvent(event)) throw new InvalidInputError('The body must be a JSON object');
    if (typeof event.event !== 'string' || !SETTLING_EVENTS.has(event.event)) return { handled: false };
    const transaction = readPaystackTransaction(event.data);
    if (!transaction) return { handled: false };
    const status = await recordProviderOutcome(this.em, this.provider.name, transaction);
    return { handled: status !== null };
  }
}
