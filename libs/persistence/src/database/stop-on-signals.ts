import exitHook from 'async-exit-hook';
import type { RunningDatabase } from './embedded-postgres.js';

/**
 * Stops a long-running process on SIGINT or SIGTERM in order: the app first (HTTP requests, projector batches and
 * relay ticks finish and commit), then its database, then exit. embedded-postgres would otherwise stop its cluster
 * the moment the signal arrives (through async-exit-hook), failing whatever was still running; its other exit hooks
 * stay as a safety net.
 */
export const stopOnSignals = (
  stopApp: () => Promise<void>,
  database: RunningDatabase,
  stopped: (signal: string) => void,
): void => {
  for (const signal of ['SIGINT', 'SIGTERM'])
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    await stopApp();
    await database.stop();
    stopped(signal);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
};
