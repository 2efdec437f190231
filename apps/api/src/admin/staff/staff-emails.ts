import type { AppConfig } from '@app/config';
import { composeMail } from '@app/messaging';
import { staffPasswordLink } from '../../staff-auth/index.js';

/** The set-password link for a staff member: on invitation, or when an admin sends a new one. */
export const staffPasswordEmail = (
  config: Pick<AppConfig, 'PUBLIC_URL'>,
  staff: { email: string; name: string; role: string },
  token: string,
  sender: string,
  invitation = false,
) =>
  composeMail(
    staff.email,
    invitation
      ? 'You are invited to the Blood Match staff console'
      : 'Set a new password for the Blood Match staff console',
    `Hello ${staff.name},`,
    [
      invitation
        ? `${sender} invited you to the Blood Match staff console as ${staff.role === 'admin' ? 'an admin' : 'a moderator'}.`
        : `${sender} sent you a link to set a new password for the Blood Match staff console.`,
      'Set your password with the link below (valid for 72 hours). If you have not set up an authenticator app yet, you will at your next sign-in.',
    ],
    { label: 'Set your password', link: staffPasswordLink(config, token) },
  );
