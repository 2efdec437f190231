import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Pool } from 'pg';

/** What hand-written SQL needs of the database: the rows of a statement with `?` placeholders and its values. */
export interface SqlStatements {
  execute<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
}

const positionalSql = new Map<string, string>();
/** `?` placeholders as PostgreSQL's `$1, $2, …`, worked out once per statement text. */
const positional = (sql: string): string => {
  let converted = positionalSql.get(sql);
  if (converted === undefined) {
    let n = 0;
    converted = sql.replace(/\?/g, () => `$${++n}`);
    positionalSql.set(sql, converted);
  }
  return converted;
};

/*
 * Why not the ORM's `em.execute`: it writes every value into the statement's text first (`formatQuery`: quoting,
 * escaping, a uuid array spelt out in full) and sends the result unprepared, which the CPU profile of `npm run bench`
 * showed costing the API more than the rest of a small read, and PostgreSQL more to parse (docs/benchmarks.md).
 * Here the values are bound, as pg sends them: for the project's own SQL, whose values pg binds as they are (a uuid
 * array as `pgArray` text cast in the statement, dates, numbers, strings). Entities and the outbox stay with the unit
 * of work.
 */

/**
 * Statements outside any unit of work (reads, and the rate limiter's counters, each atomic on its own), on the ORM's
 * own pg pool (the one it made, with its type parsers), without the Kysely client's promise layers around each
 * statement (connection provider, executor, driver).
 */
export const leanReader = (em: EntityManager): SqlStatements => {
  const pool = ormPool(em);
  return {
    async execute<Row>(sql: string, params: readonly unknown[]) {
      const result = await (await pool()).query(positional(sql), params as unknown[]);
      return result.rows as Row[];
    },
  };
};

/** The ORM's own pg pool, asked for once at first use (the ORM connects lazily). */
export const ormPool = (em: EntityManager): (() => Promise<Pool>) => {
  const connection = em.getConnection();
  let pool: Pool | undefined;
  return async () => (pool ??= await connection.getNativeClient());
};

/**
 * The statements of a unit of work: on its transaction (the same connection, so they take its locks and see its
 * rows not yet committed), or on the pool when `em` has none.
 */
export const statementsOf = (em: EntityManager): SqlStatements => {
  const transaction = em.getTransactionContext<Kysely<unknown>>();
  if (!transaction) return leanReader(em);
  return {
    async execute<Row>(sql: string, params: readonly unknown[]) {
      const result = await transaction.executeQuery<Row>(CompiledQuery.raw(positional(sql), [...params]));
      return result.rows as Row[];
    },
  };
};
