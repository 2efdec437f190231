import { Inject, Injectable } from '@nestjs/common';
import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  signStaffSessionToken,
  STAFF_AUDIENCES,
  staffSigningKey,
  totpSealingKey,
  verifyStaffChallenge,
  type StaffChallengeClaims,
  type TokenAudiences,
} from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import type { DomainError } from '@app/domain';
import { StaffMemberEntity, StaffSessionEntity, type TwoFactorAccount } from '@app/persistence';
import { AccountSecurity } from '../accounts/index.js';
import { refusalMessage } from '../platform/rate-limit/rate-limiter.js';
import { signedInStaff } from './staff.view.js';
import { STAFF_AUTH_ERRORS } from './staff-auth.errors.js';

/** Account-wide failures (from every source) after which each further attempt must wait, and that wait's growth. */
export const STAFF_FAILURES_BEFORE_DELAY = 10;
const ACCOUNT_FAILURE_WINDOW_SECONDS = 3600;
const MAX_DELAY_SECONDS = 60;

/** 1 s after the tenth failure in an hour, doubling to a minute: slow for a guesser, a short wait for the owner. */
export const staffAttemptDelaySeconds = (failures: number): number =>
  failures < STAFF_FAILURES_BEFORE_DELAY
    ? 0
    : Math.min(MAX_DELAY_SECONDS, 2 ** (failures - STAFF_FAILURES_BEFORE_DELAY));

export interface SignInAttempt {
  /** The check passed: this attempt's slots are given back. */
  release(): Promise<void>;
  /** The password or code was wrong: the slots stay taken and the account's failure count grows. */
  failed(refusal: DomainError): Promise<never>;
}

/** The columns a password-and-code account has, whoever it belongs to (staff member or hospital officer). */
export type { TwoFactorAccount };

/** Who signs in: staff to the console, hospital officers to the hospital routes. */
export type SignInKind = 'staff' | 'officer';

/**
 * What the sign-in steps share, for each kind of principal: the users' password hasher and limiter, the kind's
 * signing key and token audiences, and the failure budgets for wrong passwords and wrong codes alike (so a stolen
 * password buys few code guesses). A source that fails RATE_LIMIT_LOGIN_ACCOUNT_FAILURES times is refused for that
 * account; failures from everywhere only slow the account down (growing delays up to a minute), so a stranger who
 * knows an email cannot lock its owner out.
 */
export abstract class TwoFactorSignIn<Account extends TwoFactorAccount = TwoFactorAccount> {
  /** TOTP secrets are stored sealed with this. */
  readonly totpKey: Buffer;

  constructor(
    readonly security: AccountSecurity,
    readonly config: AppConfig,
    readonly kind: SignInKind,
    readonly key: string,
    readonly audiences: TokenAudiences,
    readonly entity: EntityClass<Account>,
    /** The audit log's resource name for this kind's sign-ins. */
    readonly auditResource: string,
  ) {
    this.totpKey = totpSealingKey(config.JWT_SECRET);
  }

  /** Records the session a right code opens, inside the caller's unit of work. */
  protected abstract recordSession(
    em: EntityManager,
    account: Account,
    sessionId: string,
    ip: string,
    expiresAt: Date,
  ): void;

  /** Who signed in, as the code step's reply names them. */
  abstract signedIn(account: Account): Promise<Record<string, unknown>>;

  openSession(em: EntityManager, account: Account, ip: string) {
    const session = signStaffSessionToken(
      account.id,
      this.key,
      this.config.STAFF_SESSION_TTL_SECONDS,
      this.audiences.session,
    );
    this.recordSession(em, account, session.sessionId, ip, session.expiresAt);
    return session;
  }

  private keys(subject: string, ip: string) {
    return {
      source: `${this.kind}-login-failures:${subject}:ip:${ip}`,
      account: `${this.kind}-login-failures:${subject}`,
      pace: `${this.kind}-login-pace:${subject}`,
    };
  }

  /**
   * Takes a failure slot of this source before a password or code is checked (429 when none is left), so parallel
   * guesses cannot outrun the budget; past the account's free failures, also the account's next turn (429 with the
   * wait until then). A failed check keeps the slots; `release` gives them back when the check passed.
   */
  async reserveAttempt(subject: string, ip: string): Promise<SignInAttempt> {
    const limiter = this.security.limiter;
    const keys = this.keys(subject, ip);
    const rule = this.config.RATE_LIMIT_LOGIN_ACCOUNT_FAILURES;
    const source = await limiter.reserve(keys.source, rule, refusalMessage('api:accounts.tooManyFailures', rule));
    const delay = staffAttemptDelaySeconds(await limiter.hits(keys.account));
    const pace = delay
      ? await limiter
          .reserve(keys.pace, { limit: 1, windowSeconds: delay }, { key: 'api:staffSignIn.waitAMoment' })
          .catch(async (error: unknown) => {
            await source.release();
            throw error;
          })
      : null;
    return {
      release: async () => {
        await source.release();
        await pace?.release();
      },
      failed: async (refusal) => {
        await limiter.record(keys.account, ACCOUNT_FAILURE_WINDOW_SECONDS);
        throw refusal;
      },
    };
  }

  /** Signed in: this source's and the account's failures are forgotten (other sources' stay). */
  async succeeded(subject: string, ip: string): Promise<void> {
    const keys = this.keys(subject, ip);
    for (const key of [keys.source, keys.account, keys.pace]) await this.security.limiter.reset(key);
  }

  async limitPerIp(ip: string): Promise<void> {
    await this.security.limitPerIp(`${this.kind}-login`, ip, this.config.RATE_LIMIT_LOGIN_IP);
  }

  challenge(token: unknown): StaffChallengeClaims {
    const claims = verifyStaffChallenge(token, this.key, this.audiences.challenge);
    if (!claims) throw STAFF_AUTH_ERRORS.error('sign_in_expired');
    return claims;
  }
}

@Injectable()
export class StaffSignIn extends TwoFactorSignIn<StaffMemberEntity> {
  constructor(security: AccountSecurity, @Inject(APP_CONFIG) config: AppConfig) {
    super(security, config, 'staff', staffSigningKey(config.JWT_SECRET), STAFF_AUDIENCES, StaffMemberEntity, 'staff');
  }

  protected recordSession(em: EntityManager, staff: StaffMemberEntity, id: string, ip: string, expiresAt: Date) {
    em.create(StaffSessionEntity, { id, staff, ip, expiresAt });
  }

  signedIn(staff: StaffMemberEntity) {
    return Promise.resolve({ staff: signedInStaff(staff) });
  }
}
