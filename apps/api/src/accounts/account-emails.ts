import type { MailMessage } from '../platform/mail/mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const layout = (greeting: string, paragraphs: string[], action: { label: string; link: string }) => `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.link)}" style="background:#b91c1c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size: 12px; color: #6b7280">If the button does not work, paste this link into your browser: ${escapeHtml(action.link)}</p>
</body></html>`;

export const verificationEmail = (to: string, firstName: string, link: string): MailMessage => {
  const paragraphs = [
    'Thank you for joining Blood Match, where voluntary donors and people who need blood find each other.',
    'Please confirm your email address to activate your account. The link is valid for 24 hours.',
  ];
  return {
    to,
    subject: 'Verify your email address',
    text: `Hello ${firstName},\n\n${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: layout(`Hello ${firstName},`, paragraphs, { label: 'Verify email address', link }),
    link,
  };
};

export const passwordResetEmail = (to: string, firstName: string, link: string): MailMessage => {
  const paragraphs = [
    'Someone asked to reset the password of your Blood Match account. If it was you, choose a new password with the link below; it is valid for 1 hour.',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your password',
    text: `Hello ${firstName},\n\n${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: layout(`Hello ${firstName},`, paragraphs, { label: 'Reset password', link }),
    link,
  };
};
