import { Global, Injectable, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RateLimiter, type RateRule } from './rate-limiter.js';

/**
 * The rate limiter every context shares, so one IP's budget is counted in one place; its counts live in the
 * database, so they are also shared by every API instance.
 */
@Injectable()
export class RateLimits {
  readonly limiter: RateLimiter;

  constructor(em: EntityManager) {
    this.limiter = new RateLimiter({
      execute: <T>(sql: string, params: unknown[]) => em.getConnection().execute(sql, params) as Promise<T>,
    });
  }

  /** Counts one `action` from `ip`; a 429 with Retry-After once the rule's limit is reached. */
  async perIp(action: string, ip: string, rule: RateRule): Promise<void> {
    const minutes = Math.ceil(rule.windowSeconds / 60);
    await this.limiter.consume(
      `${action}:ip:${ip}`,
      rule,
      `Too many attempts from your network, please try again within ${minutes} minutes`,
    );
  }

  /**
   * Counts one `action` by an account inside the caller's transaction (`em`), so an action that rolls back is not
   * counted and no second connection is taken while the transaction holds one; a 429 with Retry-After once the
   * rule's limit is reached.
   */
  async perAccount(
    em: EntityManager,
    action: string,
    accountId: string,
    rule: RateRule,
    message: (hours: number) => string,
  ): Promise<void> {
    await new RateLimiter({
      execute: <T>(sql: string, params: unknown[]) => em.execute(sql, params) as Promise<T>,
    }).consume(`${action}:account:${accountId}`, rule, message(Math.ceil(rule.windowSeconds / 3600)));
  }
}

@Global()
@Module({ providers: [RateLimits], exports: [RateLimits] })
export class RateLimitsModule {}
