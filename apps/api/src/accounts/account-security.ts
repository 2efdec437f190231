import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { PasswordHasher } from '@app/auth';
import { RateLimits } from '../platform/rate-limit/rate-limits.js';

/** The password hasher and rate limits the account use cases share, sized from configuration. */
@Injectable()
export class AccountSecurity {
  readonly hasher: PasswordHasher;

  constructor(
    @Inject(APP_CONFIG) readonly config: AppConfig,
    readonly rateLimits: RateLimits,
  ) {
    this.hasher = new PasswordHasher(config.PASSWORD_HASH_CONCURRENCY);
  }

  get limiter() {
    return this.rateLimits.limiter;
  }

  limitPerIp(action: string, ip: string, rule: Parameters<RateLimits['perIp']>[2]): Promise<void> {
    return this.rateLimits.perIp(action, ip, rule);
  }
}
