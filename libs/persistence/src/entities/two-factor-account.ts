import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The columns of an account that signs in with a password and a TOTP code through the same steps (staff members,
 * hospital officers). Each table names its own unique constraints on `email` and `passwordTokenHash`. Never
 * deleted; disabling ends the account's sessions.
 */
export abstract class TwoFactorAccount {
  [OptionalProps]?:
    | 'id'
    | 'passwordHash'
    | 'totpSecret'
    | 'totpEnrolledAt'
    | 'totpLastStep'
    | 'recoveryCodeHashes'
    | 'passwordTokenHash'
    | 'passwordTokenExpiresAt'
    | 'sessionsValidAfter'
    | 'disabledAt'
    | 'lastSignInAt'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored lower-cased. */
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  name!: string;

  /** Null until the account's holder sets a password from their one-time link. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  passwordHash: string | null = null;

  /** The TOTP secret, sealed (AES-256-GCM, key from JWT_SECRET); set at enrolment, in use once `totpEnrolledAt` is. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  totpSecret: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  totpEnrolledAt: Date | null = null;

  /** The last TOTP time step accepted: a code of this step or an earlier one is a replay. */
  @Property({ type: new BigIntType('number'), nullable: true })
  totpLastStep: number | null = null;

  /** SHA-256 of each unused recovery code. */
  @Property({ type: 'jsonb', hidden: true, lazy: true })
  recoveryCodeHashes: string[] = [];

  @Property({ type: 'text', nullable: true, hidden: true })
  passwordTokenHash: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  passwordTokenExpiresAt: Date | null = null;

  /** Sessions started before this are refused: a new password moves it forward. */
  @Property({ type: 'timestamptz' })
  sessionsValidAfter: Date = new Date(0);

  @Property({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One sign-in of such an account; its id is the token's jti. Logging out or the account being disabled revokes it. */
export abstract class TwoFactorSession {
  [OptionalProps]?: 'revokedAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  ip!: string;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
