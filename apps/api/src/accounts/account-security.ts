import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { PasswordHasher } from '@app/auth';
import { RateLimiter, type RateRule } from '../platform/rate-limit/rate-limiter.js';

/** The rate limits and the password hasher the account use cases share, sized from configuration. */
@Injectable()
export class AccountSecurity {
  readonly hasher: PasswordHasher;
  readonly limiter = new RateLimiter();

  constructor(@Inject(APP_CONFIG) readonly config: AppConfig) {
    this.hasher = new PasswordHasher(config.PASSWORD_HASH_CONCURRENCY);
  }

  limitPerIp(action: string, ip: string, rule: RateRule): void {
    const minutes = Math.ceil(rule.windowSeconds / 60);
    this.limiter.consume(
      `${action}:ip:${ip}`,
      rule,
      `Too many attempts from your network, please try again within ${minutes} minutes`,
    );
  }
}
