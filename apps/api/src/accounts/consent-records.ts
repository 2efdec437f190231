import type { EntityManager } from '@mikro-orm/postgresql';
import { CONSENT_VERSIONS, type ConsentKind } from '@app/domain';
import { ConsentRecordEntity, type UserEntity } from '@app/persistence';

/** Records that `user` agreed to each of `kinds` at its current version, in the caller's transaction. */
export const recordConsents = (em: EntityManager, user: UserEntity, kinds: readonly ConsentKind[], at = new Date()) =>
  kinds.map((kind) => em.create(ConsentRecordEntity, { user, kind, version: CONSENT_VERSIONS[kind], givenAt: at }));
