import { Global, Injectable, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { leanReader, type SqlStatements } from '../sql/bound-statements.js';
import { RateLimiter, type RateRule, type SqlConnection } from './rate-limiter.js';

const limiterConnection = (sql: SqlStatements): SqlConnection => ({
  execute: <T>(text: string, params: unknown[]) => sql.execute(text, params) as Promise<T>,
});

/**
 * The rate limiter every context shares, so one IP's budget is counted in one place; its counts live in the
 * database, so they are also shared by every API instance.
 */
@Injectable()
export class RateLimits {
  readonly limiter: RateLimiter;

  constructor(em: EntityManager) {
    this.limiter = new RateLimiter(limiterConnection(leanReader(em)));
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
   * Counts one `action` by an account inside the caller's transaction (`sql`), so an action that rolls back is not
   * counted and no second connection is taken while the transaction holds one; a 429 with Retry-After once the
   * rule's limit is reached. Returns the hits in the window, this one included.
   */
  async perAccount(
    sql: SqlStatements,
    action: string,
    accountId: string,
    rule: RateRule,
    message: (hours: number) => string,
  ): Promise<number> {
    return new RateLimiter(limiterConnection(sql)).consume(
      `${action}:account:${accountId}`,
      rule,
      message(Math.ceil(rule.windowSeconds / 3600)),
    );
  }

  /**
   * Counts one `action` over the whole platform inside the caller's transaction, like perAccount: a budget every
   * instance shares. A 429 with Retry-After once it is spent; returns the hits in the window, this one included.
   */
  async platformWide(sql: SqlStatements, action: string, rule: RateRule, message: string): Promise<number> {
    return new RateLimiter(limiterConnection(sql)).consume(`${action}:platform`, rule, message);
  }
}

@Global()
@Module({ providers: [RateLimits], exports: [RateLimits] })
export class RateLimitsModule {}
