import type { EntityManager } from '@mikro-orm/postgresql';
import { createOneTimeToken, isCommonPassword, type PasswordHasher } from '@app/auth';
import type { AppConfig } from '@app/config';
import { AUTH_MESSAGES, invalidField, newPasswordField, type StaffRole } from '@app/domain';
import type { MailDelivery } from '@app/messaging';
import { StaffMemberEntity } from '@app/persistence';
import type { TwoFactorAccount } from './staff-sign-in.js';
import { STAFF_AUTH_ERRORS } from './staff-auth.errors.js';

/** A set-password link works once, for three days: long enough for an invitation to be read. */
const PASSWORD_LINK_LIFETIME_MS = 72 * 3600 * 1000;

/** The console's set-password screen, reached from the CLI's printout or the invitation email. */
export const staffPasswordLink = (config: Pick<AppConfig, 'PUBLIC_URL'>, token: string) =>
  `${config.PUBLIC_URL}/admin/#/set-password?token=${encodeURIComponent(token)}`;

/** Gives the staff member a fresh one-time set-password token inside the caller's unit of work. */
export const issuePasswordToken = (staff: TwoFactorAccount): string => {
  const { token, tokenHash } = createOneTimeToken();
  staff.passwordTokenHash = tokenHash;
  staff.passwordTokenExpiresAt = new Date(Date.now() + PASSWORD_LINK_LIFETIME_MS);
  return token;
};

/** The users' password policy: length, and not among the common breached passwords. */
export const checkNewPassword = (password: unknown): string => {
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) throw invalidField('password', parsed.error.issues[0]?.message ?? AUTH_MESSAGES.passwordEmpty);
  if (isCommonPassword(parsed.data)) throw STAFF_AUTH_ERRORS.error('password_too_common', { field: 'password' });
  return parsed.data;
};

/** A new password: every session so far ends, and the link used (if any) is spent. */
export const setStaffPassword = async (staff: TwoFactorAccount, password: string, hasher: PasswordHasher) => {
  staff.passwordHash = await hasher.hash(checkNewPassword(password));
  staff.passwordTokenHash = null;
  staff.passwordTokenExpiresAt = null;
  staff.sessionsValidAfter = new Date();
};

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
}

/** Creates a staff member who sets their own password from a link; an email already on staff is a conflict. */
export const createStaffMember = async (em: EntityManager, values: NewStaff) => {
  const email = values.email.trim().toLowerCase();
  if (await em.count(StaffMemberEntity, { email })) throw STAFF_AUTH_ERRORS.error('email_taken');
  const staff = em.create(StaffMemberEntity, { email, name: values.name.trim(), role: values.role });
  return { staff, token: issuePasswordToken(staff) };
};

/**
 * An invitation: in one transaction the account, its audit entry and its set-password email (queued in the mail
 * outbox, not an event: the link carries a one-time token, erased from the outbox once sent); then the email is
 * sent at once. Replies the account as the console shows it.
 */
export const sendInvitation = async <View>(
  em: EntityManager,
  mail: MailDelivery,
  invite: (tx: EntityManager) => Promise<{ view: View; mailId: string }>,
): Promise<View> => {
  const { view, mailId } = await em.fork().transactional(invite);
  await mail.sendNow([mailId]);
  return view;
};
