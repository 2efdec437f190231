import { createOneTimeToken, hashOneTimeToken } from '@app/auth';
import { AccountTokenEntity, type AccountTokenPurpose, type UserEntity } from '@app/persistence';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_ERRORS } from './accounts.errors.js';

const LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 3600 * 1000,
  reset_password: 3600 * 1000,
};

const INVALID_LINK = { verify_email: 'verify_link_invalid', reset_password: 'reset_link_invalid' } as const;

/** When a token issued now stops working. */
export const accountTokenExpiry = (purpose: AccountTokenPurpose, now = Date.now()) =>
  new Date(now + LIFETIME_MS[purpose]);

/** Creates an emailed token inside the caller's unit of work and returns the raw value for the link. */
export const issueAccountToken = (em: EntityManager, user: UserEntity, purpose: AccountTokenPurpose): string => {
  const { token, tokenHash } = createOneTimeToken();
  em.create(AccountTokenEntity, { user, purpose, tokenHash, expiresAt: accountTokenExpiry(purpose) });
  return token;
};

/** Marks a token used and returns its user; a token works once, and only before it expires. */
export const consumeAccountToken = async (
  em: EntityManager,
  token: unknown,
  purpose: AccountTokenPurpose,
): Promise<UserEntity> => {
  const invalid = ACCOUNT_ERRORS.error(INVALID_LINK[purpose], { field: 'token' });
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw invalid;
  const record = await em.findOne(
    AccountTokenEntity,
    { tokenHash: hashOneTimeToken(token), purpose },
    { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now()) throw invalid;
  record.usedAt = new Date();
  // Using one link ends the others of its kind: an older reset link left in a mailbox opens nothing afterwards.
  await em.nativeUpdate(
    AccountTokenEntity,
    { user: record.user, purpose, usedAt: null, id: { $ne: record.id } },
    { usedAt: record.usedAt },
  );
  return record.user;
};
