import { Global, Injectable, Module } from '@nestjs/common';
import { RateLimiter, type RateRule } from './rate-limiter.js';

/** The process-wide rate limiter, shared by every context so one IP's budget is counted in one place. */
@Injectable()
export class RateLimits {
  readonly limiter = new RateLimiter();

  /** Counts one `action` from `ip`; a 429 with Retry-After once the rule's limit is reached. */
  perIp(action: string, ip: string, rule: RateRule): void {
    const minutes = Math.ceil(rule.windowSeconds / 60);
    this.limiter.consume(
      `${action}:ip:${ip}`,
      rule,
      `Too many attempts from your network, please try again within ${minutes} minutes`,
    );
  }
}

@Global()
@Module({ providers: [RateLimits], exports: [RateLimits] })
export class RateLimitsModule {}
