import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';

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
 * Reads through the ORM's own Kysely client and pool, with the values sent as bound parameters. The ORM's `execute`
 * writes every value into the statement's text first (`formatQuery`), which the CPU profile of `npm run bench`
 * showed costing more than the rest of a small read (docs/benchmarks.md). For reads outside a unit of work only;
 * writes keep going through the EntityManager.
 */
export const leanReader = (em: EntityManager): SqlReader => {
  const client = em.getConnection().getClient();
  return {
    async execute<Row>(sql: string, params: readonly unknown[]) {
      const result = await client.executeQuery<Row>(CompiledQuery.raw(positional(sql), [...params]));
      return result.rows as Row[];
    },
  };
};
