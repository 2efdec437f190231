import { isLanguageCode, type LanguageCode } from '@app/i18n';
import { translatorFor } from '@app/i18n/node';
import type { MailMessage } from '../platform/mail/mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Who an account email goes to, and the language it is written in (the account's). */
export interface EmailRecipient {
  email: string;
  firstName: string;
  language: LanguageCode | string;
}

const layout = (
  language: string,
  greeting: string,
  paragraphs: string[],
  action: { label: string; link: string },
  fallback: string,
) => `<!doctype html>
<html lang="${escapeHtml(language)}"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.link)}" style="background:#b91c1c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size: 12px; color: #6b7280">${escapeHtml(fallback)} ${escapeHtml(action.link)}</p>
</body></html>`;

/** One account email (its group in the `emails` catalogue) in the recipient's language. */
const accountEmail = (
  kind: 'emails:verification' | 'emails:passwordReset',
  to: EmailRecipient,
  link: string,
): MailMessage => {
  const language = isLanguageCode(to.language) ? to.language : 'en';
  const t = translatorFor(language);
  const greeting = t('emails:greeting', { name: to.firstName });
  const paragraphs = [t(`${kind}.intro`), t(`${kind}.instructions`)];
  return {
    to: to.email,
    subject: t(`${kind}.subject`),
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: layout(language, greeting, paragraphs, { label: t(`${kind}.action`), link }, t('emails:linkFallback')),
    link,
  };
};

export const verificationEmail = (to: EmailRecipient, link: string): MailMessage =>
  accountEmail('emails:verification', to, link);

export const passwordResetEmail = (to: EmailRecipient, link: string): MailMessage =>
  accountEmail('emails:passwordReset', to, link);
