/** A database that cannot be started for a reason the operator can fix; entry points print its one-line message. */
export class DatabaseSetupError extends Error {}

/** For entry points: a setup problem is one clear line on stderr and exit code 1; anything else is rethrown. */
export const exitOnDatabaseSetupError = (error: unknown): never => {
  if (error instanceof DatabaseSetupError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
};
