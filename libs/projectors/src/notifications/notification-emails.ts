import { AdvocateApplicationDecided, DonationReceived, type EventEnvelope, type PayloadOf } from '@app/contracts';
import { APP_TIME_ZONE, intlLocale, type LanguageCode } from '@app/i18n';
import { translatorFor } from '@app/i18n/node';
import { composeMail, type MailMessage } from '@app/messaging';

const DECISIONS: Record<PayloadOf<typeof AdvocateApplicationDecided>['decision'], string> = {
  shortlisted: 'emails:advocate.shortlisted',
  accepted: 'emails:advocate.accepted',
  rejected: 'emails:advocate.rejected',
};

const amountText = (amount: string, currency: string, language: LanguageCode) =>
  `${currency} ${Number(amount).toLocaleString(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const lagosDate = (iso: string, language: LanguageCode) =>
  new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: APP_TIME_ZONE,
  }).format(new Date(iso));

/** Who an event's email goes to: their account (when they have one) and email address, to find their language. */
export const emailRecipientOf = (event: EventEnvelope): { userId: string | null; email: string } | null => {
  switch (event.type) {
    case DonationReceived.type:
      return { userId: null, email: (event.payload as PayloadOf<typeof DonationReceived>).email };
    case AdvocateApplicationDecided.type: {
      const payload = event.payload as PayloadOf<typeof AdvocateApplicationDecided>;
      return { userId: payload.user_id, email: payload.email };
    }
    default:
      return null;
  }
};

/**
 * The emails an event sends, in the recipient's language: the donation receipt /donate/complete promises, and
 * staff's decision on an application (staff's own message stays as they wrote it).
 */
export const emailsFor = (event: EventEnvelope, language: LanguageCode = 'en'): MailMessage[] => {
  const t = translatorFor(language);
  const wording = { language, linkFallback: t('emails:linkFallback') };
  switch (event.type) {
    case DonationReceived.type: {
      const payload = event.payload as PayloadOf<typeof DonationReceived>;
      const values = {
        reference: payload.reference,
        amount: amountText(payload.amount, payload.currency, language),
        date: lagosDate(payload.paid_at, language),
      };
      return [
        composeMail(
          payload.email,
          t('emails:receipt.subject', values),
          t('emails:greeting', { name: payload.name }),
          [
            t('emails:receipt.thanks', values),
            payload.transaction
              ? t('emails:receipt.referenceAndTransaction', { ...values, transaction: payload.transaction })
              : t('emails:receipt.reference', values),
            t('emails:receipt.keep'),
          ],
          undefined,
          wording,
        ),
      ];
    }
    case AdvocateApplicationDecided.type: {
      const payload = event.payload as PayloadOf<typeof AdvocateApplicationDecided>;
      const decision = DECISIONS[payload.decision];
      return [
        composeMail(
          payload.email,
          t(`${decision}.subject`),
          t('emails:greeting', { name: payload.name }),
          [t(`${decision}.opening`), ...(payload.message ? [payload.message] : []), t('emails:signature')],
          undefined,
          wording,
        ),
      ];
    }
    default:
      return [];
  }
};
