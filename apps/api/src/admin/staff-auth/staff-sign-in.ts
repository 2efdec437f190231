import { Inject, Injectable } from '@nestjs/common';
import { staffSigningKey, totpSealingKey, verifyStaffChallenge, type StaffChallengeClaims } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { NotAuthenticatedError } from '@app/domain';
import { AccountSecurity } from '../../accounts/account-security.js';

export const CHALLENGE_EXPIRED = 'This sign-in has expired, please sign in again';

/**
 * What the sign-in steps share: the users' password hasher and limiter, the staff signing key, and one failure
 * budget per account for wrong passwords and wrong codes alike (so a stolen password buys few code guesses).
 */
@Injectable()
export class StaffSignIn {
  readonly key: string;
  /** TOTP secrets are stored sealed with this. */
  readonly totpKey: Buffer;

  constructor(
    readonly security: AccountSecurity,
    @Inject(APP_CONFIG) readonly config: AppConfig,
  ) {
    this.key = staffSigningKey(config.JWT_SECRET);
    this.totpKey = totpSealingKey(config.JWT_SECRET);
  }

  private failureKey(subject: string) {
    return `staff-login-failures:${subject}`;
  }

  /**
   * Takes a failure slot before a password or code is checked (429 when none is left), so parallel guesses cannot
   * outrun the budget. A failed check keeps the slot; `release` gives it back when the check passed.
   */
  async reserveAttempt(subject: string): Promise<{ release(): Promise<void> }> {
    const rule = this.config.RATE_LIMIT_LOGIN_ACCOUNT_FAILURES;
    return this.security.limiter.reserve(
      this.failureKey(subject),
      rule,
      `Too many failed attempts for this account, please try again within ${Math.ceil(rule.windowSeconds / 60)} minutes`,
    );
  }

  /** A refused password or code: its reserved slot stays taken. */
  failed(message: string): never {
    throw new NotAuthenticatedError(message);
  }

  async succeeded(subject: string): Promise<void> {
    await this.security.limiter.reset(this.failureKey(subject));
  }

  async limitPerIp(ip: string): Promise<void> {
    await this.security.limitPerIp('staff-login', ip, this.config.RATE_LIMIT_LOGIN_IP);
  }

  challenge(token: unknown): StaffChallengeClaims {
    const claims = verifyStaffChallenge(token, this.key);
    if (!claims) throw new NotAuthenticatedError(CHALLENGE_EXPIRED);
    return claims;
  }
}
