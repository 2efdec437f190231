import { Global, Injectable, Module } from '@nestjs/common';
import type { MessageRef } from '@app/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { ormPool, type SqlStatements } from '../sql/bound-statements.js';
import { RateLimiter, refusalMessage, type RateRule, type SqlClient } from './rate-limiter.js';

/** The ORM's pg pool as the limiter's client: its statements prepared once per connection. */
const poolClient = (em: EntityManager): SqlClient => {
  const pool = ormPool(em);
  return { query: async (statement) => (await pool()).query(statement) };
};

/** A unit of work's statements as the limiter's client, so its counts are written in that transaction. */
const transactionClient = (sql: SqlStatements): SqlClient => ({
  query: async ({ text, values = [] }) => {
    const rows = await sql.execute(text, values);
    return { rows, rowCount: rows.length };
  },
});

/**
 * The rate limiter every context shares, so one IP's budget is counted in one place; its counts live in the
 * database, so they are also shared by every API instance.
 */
@Injectable()
export class RateLimits {
  readonly limiter: RateLimiter;

  constructor(em: EntityManager) {
    this.limiter = new RateLimiter(poolClient(em));
  }

  /** Counts one `action` from `ip`; a 429 with Retry-After once the rule's limit is reached. */
  async perIp(action: string, ip: string, rule: RateRule): Promise<void> {
    await this.limiter.consume(`${action}:ip:${ip}`, rule, refusalMessage('api:generic.tooManyFromNetwork', rule));
  }

  /**
   * Counts one `action` by an account inside the caller's transaction (`sql`), so an action that rolls back is not
   * counted and no second connection is taken while the transaction holds one; a 429 with Retry-After once the
   * rule's limit is reached, its message by `messageKey` (see refusalMessage). Returns the hits in the window, this
   * one included.
   */
  async perAccount(
    sql: SqlStatements,
    action: string,
    accountId: string,
    rule: RateRule,
    messageKey: string,
  ): Promise<number> {
    return new RateLimiter(transactionClient(sql)).consume(
      `${action}:account:${accountId}`,
      rule,
      refusalMessage(messageKey, rule),
    );
  }

  /**
   * Counts one `action` over the whole platform inside the caller's transaction, like perAccount: a budget every
   * instance shares. A 429 with Retry-After once it is spent; returns the hits in the window, this one included.
   */
  async platformWide(sql: SqlStatements, action: string, rule: RateRule, message: MessageRef): Promise<number> {
    return new RateLimiter(transactionClient(sql)).consume(`${action}:platform`, rule, message);
  }
}

@Global()
@Module({ providers: [RateLimits], exports: [RateLimits] })
export class RateLimitsModule {}
