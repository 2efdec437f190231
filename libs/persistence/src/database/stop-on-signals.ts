import exitHook from 'async-exit-hook';
import type { RunningDatabase } from './embedded-postgres.js';

/**
 * Stops a long-running process on SIGINT or SIGTERM in order: the app first (HTTP requests, projector batches and
 * relay ticks finish and commit), then its database, then exit. embedded-postgres would otherwise stop its cluster
 * the moment the signal arrives (through async-exit-hook), failing whatever was still running; its other exit hooks
 * stay as a safety net.
 *
 * A second signal does not interrupt the stop: Ctrl-C under `npm start` delivers SIGINT twice (from the terminal
 * to the whole process group, and forwarded by scripts/start.mjs), and dying mid-way would leave the embedded
 * PostgreSQL running with nobody to stop it.
 */
export const stopOnSignals = (
  stopApp: () => Promise<void>,
  database: RunningDatabase,
  log: (message: string) => void,
): void => {
  for (const signal of ['SIGINT', 'SIGTERM'])
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
  let stopping: string | null = null;
  const stop = async (signal: string) => {
    if (stopping) {
      log(`${signal} received while stopping on ${stopping}: still stopping`);
      return;
    }
    stopping = signal;
    log(`stopping on ${signal}`);
    let code = 0;
    try {
      await stopApp();
    } catch (error) {
      code = 1;
      log(`stopping the app failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    await database.stop();
    log(`stopped on ${signal}`);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
};
