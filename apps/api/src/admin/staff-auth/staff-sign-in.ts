import { Inject, Injectable } from '@nestjs/common';
import { staffSigningKey, totpSealingKey, verifyStaffChallenge, type StaffChallengeClaims } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { NotAuthenticatedError } from '@app/domain';
import { AccountSecurity } from '../../accounts/account-security.js';

export const CHALLENGE_EXPIRED = 'This sign-in has expired, please sign in again';

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
  failed(message: string): Promise<never>;
}

/**
 * What the sign-in steps share: the users' password hasher and limiter, the staff signing key, and the failure
 * budgets for wrong passwords and wrong codes alike (so a stolen password buys few code guesses). A source that
 * fails RATE_LIMIT_LOGIN_ACCOUNT_FAILURES times is refused for that account; failures from everywhere only slow
 * the account down (growing delays up to a minute), so a stranger who knows a staff email cannot lock its owner out.
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

  private keys(subject: string, ip: string) {
    return {
      source: `staff-login-failures:${subject}:ip:${ip}`,
      account: `staff-login-failures:${subject}`,
      pace: `staff-login-pace:${subject}`,
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
    const source = await limiter.reserve(
      keys.source,
      rule,
      `Too many failed attempts for this account, please try again within ${Math.ceil(rule.windowSeconds / 60)} minutes`,
    );
    const delay = staffAttemptDelaySeconds(await limiter.hits(keys.account));
    const pace = delay
      ? await limiter
          .reserve(
            keys.pace,
            { limit: 1, windowSeconds: delay },
            'Too many failed attempts for this account, please wait a moment and try again',
          )
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
      failed: async (message) => {
        await limiter.record(keys.account, ACCOUNT_FAILURE_WINDOW_SECONDS);
        throw new NotAuthenticatedError(message);
      },
    };
  }

  /** Signed in: this source's and the account's failures are forgotten (other sources' stay). */
  async succeeded(subject: string, ip: string): Promise<void> {
    const keys = this.keys(subject, ip);
    for (const key of [keys.source, keys.account, keys.pace]) await this.security.limiter.reset(key);
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
