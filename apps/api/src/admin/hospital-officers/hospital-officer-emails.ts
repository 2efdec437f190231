import type { AppConfig } from '@app/config';
import { composeMail } from '@app/messaging';

/** The officers' set-password screen, in the user app's hospital area. */
export const officerPasswordLink = (config: Pick<AppConfig, 'PUBLIC_URL'>, token: string) =>
  `${config.PUBLIC_URL}/hospital/set-password?token=${encodeURIComponent(token)}`;

/** The invitation of a hospital officer, with their set-password link. */
export const officerPasswordEmail = (
  config: Pick<AppConfig, 'PUBLIC_URL'>,
  officer: { email: string; name: string; hospital: string },
  token: string,
  sender: string,
) =>
  composeMail(
    officer.email,
    `You are invited to Blood Match for ${officer.hospital}`,
    `Hello ${officer.name},`,
    [
      `${sender} invited you to act for ${officer.hospital} on Blood Match: confirm its blood requests and record the donations it receives.`,
      'Set your password with the link below (valid for 72 hours). At your first sign-in you will set up an authenticator app.',
    ],
    { label: 'Set your password', link: officerPasswordLink(config, token) },
  );
