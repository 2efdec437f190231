import { isLanguageCode, type LanguageCode } from '@app/i18n';
import { translatorFor } from '@app/i18n/node';
import { composeMail, type MailMessage } from '@app/messaging';

/** Who an account email goes to, and the language it is written in (the account's). */
export interface EmailRecipient {
  email: string;
  firstName: string;
  language: LanguageCode | string;
}

/** One account email (its group in the catalogue) in the recipient's language. */
const accountEmail = (
  kind: 'emails:verification' | 'emails:passwordReset' | 'account-emails:signUpAttempt',
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

/**
 * To the owner of an address someone tried to sign up with: the sign-up answers as if it had worked (so it does not
 * tell who has an account), and the owner learns of it, with the way back into their account.
 */
export const signUpAttemptEmail = (to: EmailRecipient, forgotPasswordLink: string): MailMessage =>
  accountEmail('account-emails:signUpAttempt', to, forgotPasswordLink);
