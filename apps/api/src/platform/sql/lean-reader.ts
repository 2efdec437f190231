import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';

/** What a read that changes nothing needs of the database: the rows of a statement with `?` placeholders. */
export interface SqlReader {
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

/**
 * Reads on the ORM's own pg pool, with the values sent as bound parameters. The ORM's `execute` writes every value
 * into the statement's text first (`formatQuery`), and its Kysely client wraps each statement in a few more promise
 * layers (connection provider, executor, driver): the CPU profile of `npm run bench` showed both among a small read's
 * costs (docs/benchmarks.md). The pool is the one the ORM made, with its type parsers. For reads outside a unit of
 * work only; writes keep going through the EntityManager.
 */
export const leanReader = (em: EntityManager): SqlReader => {
  const connection = em.getConnection();
  let pool: Pool | undefined;
  return {
    async execute<Row>(sql: string, params: readonly unknown[]) {
      pool ??= await connection.getNativeClient();
      const result = await pool.query(positional(sql), params as unknown[]);
      return result.rows as Row[];
    },
  };
};
