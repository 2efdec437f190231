import { composeMail, type MailMessage } from '@app/messaging';

export const verificationEmail = (to: string, firstName: string, link: string): MailMessage =>
  composeMail(
    to,
    'Verify your email address',
    `Hello ${firstName},`,
    [
      'Thank you for joining Blood Match, where voluntary donors and people who need blood find each other.',
      'Please confirm your email address to activate your account. The link is valid for 24 hours.',
    ],
    { label: 'Verify email address', link },
  );

export const passwordResetEmail = (to: string, firstName: string, link: string): MailMessage =>
  composeMail(
    to,
    'Reset your password',
    `Hello ${firstName},`,
    [
      'Someone asked to reset the password of your Blood Match account. If it was you, choose a new password with the link below; it is valid for 1 hour.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    { label: 'Reset password', link },
  );
