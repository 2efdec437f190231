import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from '@app/config';
import { uuidId } from '@app/domain';

type LinkConfig = Pick<AppConfig, 'CALENDAR_LINK_SECRET' | 'PUBLIC_URL'>;

const signatureOf = (secret: string, reminderId: string, ownerId: string) =>
  createHmac('sha256', secret).update(`${reminderId}:${ownerId}`).digest('base64url');

/**
 * Calendar apps subscribe to an .ics link without the user's session, so the link carries its own proof: an HMAC
 * of the reminder and its owner. It opens that one reminder and nothing else, and holds no session token.
 */
export const signedReminderIcsUrl = (config: LinkConfig, reminderId: string, ownerId: string) =>
  `${config.PUBLIC_URL}/v1/reminders/${reminderId}.ics?signature=${signatureOf(config.CALENDAR_LINK_SECRET, reminderId, ownerId)}`;

/** The link's last path segment, `<reminder id>.ics`, read as the reminder's id. */
export const reminderIcsFileName = z
  .string()
  .endsWith('.ics')
  .transform((file) => file.slice(0, -'.ics'.length))
  .pipe(uuidId);

/** Constant-time, so the comparison does not reveal how much of a guessed signature is right. */
export const isReminderIcsSignature = (
  config: LinkConfig,
  reminderId: string,
  ownerId: string,
  signature: unknown,
): boolean => {
  if (typeof signature !== 'string' || !signature) return false;
  const expected = Buffer.from(signatureOf(config.CALENDAR_LINK_SECRET, reminderId, ownerId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
