import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Pool } from 'pg';

/** What hand-written SQL needs of the database: the rows of a statement with `?` placeholders and its values. */
export interface SqlStatements {
  execute<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
}

const statements = new Map<string, { text: string; name: string }>();
/** `?` placeholders as PostgreSQL's `$1, $2, …`, and a name to prepare it under, worked out once per statement text. */
const statementOf = (sql: string): { text: string; name: string } => {
  let statement = statements.get(sql);
  if (statement === undefined) {
    let n = 0;
    statement = { text: sql.replace(/\?/g, () => `$${++n}`), name: `statement-${statements.size + 1}` };
    statements.set(sql, statement);
  }
  return statement;
};
const positional = (sql: string): string => statementOf(sql).text;

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
 * statement (connection provider, executor, driver). `prepared`: each statement prepared once per connection under
 * its name, so PostgreSQL keeps its plan (a generic one, once custom plans show no gain) instead of planning it on
 * every call.
 */
const poolStatements = (em: EntityManager, prepared: boolean): SqlStatements => {
  const pool = ormPool(em);
  return {
    async execute<Row>(sql: string, params: readonly unknown[]) {
      const { text, name } = statementOf(sql);
      const values = params as unknown[];
      const result = await (await pool()).query(prepared ? { name, text, values } : { text, values });
      return result.rows as Row[];
    },
  };
};

export const leanReader = (em: EntityManager): SqlStatements => poolStatements(em, false);

/**
 * For a read whose planning costs more than its execution (the donor feed: about 3 ms to plan, 0.2 ms to run on the
 * bench database) and whose best plan does not depend on the values bound.
 */
export const preparedReader = (em: EntityManager): SqlStatements => poolStatements(em, true);

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
