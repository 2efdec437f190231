import { AdvocateApplicationDecided, DonationReceived, type EventEnvelope, type PayloadOf } from '@app/contracts';
import { composeMail, type MailMessage } from '@app/messaging';

const DECISION_SUBJECT = {
  shortlisted: 'Your advocate application was shortlisted',
  accepted: 'Your advocate application was accepted',
  rejected: 'Your advocate application',
} as const;

const DECISION_OPENING = {
  shortlisted: 'Thank you for applying to be a Blood Match advocate. Your application was shortlisted.',
  accepted: 'Thank you for applying to be a Blood Match advocate. Your application was accepted: welcome!',
  rejected: 'Thank you for applying to be a Blood Match advocate. We could not accept your application this time.',
} as const;

const amountText = (amount: string, currency: string) =>
  `${currency} ${Number(amount).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const lagosDate = (iso: string) =>
  new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(
    new Date(iso),
  );

/** The emails an event sends: the donation receipt /donate/complete promises, and staff's decision on an application. */
export const emailsFor = (event: EventEnvelope): MailMessage[] => {
  switch (event.type) {
    case DonationReceived.type: {
      const payload = event.payload as PayloadOf<typeof DonationReceived>;
      return [
        composeMail(payload.email, `Receipt for your donation ${payload.reference}`, `Hello ${payload.name},`, [
          `Thank you for your donation of ${amountText(payload.amount, payload.currency)} to Blood Match. We received it on ${lagosDate(payload.paid_at)}.`,
          `Reference: ${payload.reference}.${payload.transaction ? ` Transaction: ${payload.transaction}.` : ''}`,
          'Your gift keeps voluntary blood donation free for the people who need it. Keep this email as your receipt.',
        ]),
      ];
    }
    case AdvocateApplicationDecided.type: {
      const payload = event.payload as PayloadOf<typeof AdvocateApplicationDecided>;
      return [
        composeMail(payload.email, DECISION_SUBJECT[payload.decision], `Hello ${payload.name},`, [
          DECISION_OPENING[payload.decision],
          ...(payload.message ? [payload.message] : []),
          'The Blood Match team',
        ]),
      ];
    }
    default:
      return [];
  }
};
