import pg from 'pg';

/** A database that cannot be started for a reason the operator can fix; entry points print its one-line message. */
export class DatabaseSetupError extends Error {}

/** The extensions the migrations create; `earthdistance` (with `cube`, which it needs) is not a trusted extension. */
export const SUPERUSER_EXTENSIONS_SQL = 'create extension if not exists earthdistance cascade';

interface Failure {
  code?: unknown;
  message?: unknown;
  address?: unknown;
  port?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and every error inside it (causes, and the attempts of an AggregateError), outermost first. */
const layers = (error: unknown, depth = 0): Failure[] => {
  if (!error || typeof error !== 'object' || depth > 5) return [];
  const failure = error as Failure;
  const inner = [failure.cause, ...(Array.isArray(failure.errors) ? failure.errors : [])];
  return [failure, ...inner.flatMap((item) => layers(item, depth + 1))];
};

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * A database fault an operator fixes outside the code, as one line saying what to do; null for anything else.
 * `url` (DATABASE_URL) names the server when the error does not; its password is never repeated.
 */
export const describeDatabaseFailure = (error: unknown, url?: string): DatabaseSetupError | null => {
  const all = layers(error);
  const text = all.map((layer) => String(layer.message ?? '')).join(' ');
  const extension = /permission denied to create extension "?([\w-]+)"?/.exec(text)?.[1];
  if (extension)
    return new DatabaseSetupError(
      `The database owner in DATABASE_URL may not create the PostgreSQL extension "${extension}": as a superuser, run "${SUPERUSER_EXTENSIONS_SQL};" in that database once, then start again (README, "An external PostgreSQL")`,
    );
  const server = (() => {
    const located = all.find((layer) => typeof layer.address === 'string');
    if (located) return `${String(located.address)}${located.port ? `:${String(located.port)}` : ''}`;
    if (!url) return 'the server in DATABASE_URL';
    try {
      const parsed = new URL(url);
      return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
    } catch {
      return 'the server in DATABASE_URL';
    }
  })();
  const code = all.map((layer) => String(layer.code ?? '')).find((value) => value !== '');
  if (code && UNREACHABLE.has(code))
    return new DatabaseSetupError(
      `Cannot reach PostgreSQL at ${server} (${code}): check DATABASE_URL and that the server is running and accepts connections`,
    );
  if (code === '28P01' || code === '28000')
    return new DatabaseSetupError(`PostgreSQL at ${server} refused the user or password in DATABASE_URL (${code})`);
  if (code === '3D000')
    return new DatabaseSetupError(`The database named in DATABASE_URL does not exist on ${server}: create it first`);
  return null;
};

/** One connection and one statement: whether DATABASE_URL leads to a database that answers, as one clear line if not. */
export const checkDatabaseReachable = async (url: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw describeDatabaseFailure(error, url) ?? error;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/** For entry points: a setup problem is one clear line on stderr and exit code 1; anything else is rethrown. */
export const exitOnDatabaseSetupError = (error: unknown): never => {
  const problem = error instanceof DatabaseSetupError ? error : describeDatabaseFailure(error);
  if (problem) {
    process.stderr.write(`${problem.message}\n`);
    process.exit(1);
  }
  throw error;
};
