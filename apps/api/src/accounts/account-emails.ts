import { isLanguageCode, type LanguageCode } from '@app/i18n';
import { translatorFor } from '@app/i18n/node';
import { composeMail, type MailMessage } from '@app/messaging';

/** Who an account email goes to, and the language it is written in (the account's). */
export interface EmailRecipient {
  email: string;
  firstName: string;
  language: LanguageCode | string;
}

/** One account email (its group in the `emails` catalogue) in the recipient's language. */
const accountEmail = (
  kind: 'emails:verification' | 'emails:passwordReset',
  to: EmailRecipient,
  link: string,
): MailMessage => {
  const language = isLanguageCode(to.language) ? to.language : 'en';
  const t = translatorFor(language);
  return composeMail(
    to.email,
    t(`${kind}.subject`),
    t('emails:greeting', { name: to.firstName }),
    [t(`${kind}.intro`), t(`${kind}.instructions`)],
    { label: t(`${kind}.action`), link },
    { language, linkFallback: t('emails:linkFallback') },
  );
};

export const verificationEmail = (to: EmailRecipient, link: string): MailMessage =>
  accountEmail('emails:verification', to, link);

export const passwordResetEmail = (to: EmailRecipient, link: string): MailMessage =>
  accountEmail('emails:passwordReset', to, link);
