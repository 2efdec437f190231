import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SchedulerRegistry } from '@nestjs/schedule';
import { stopScheduledJobs } from '@app/messaging';

/** In-flight requests get this long to finish; then their connections are cut (below a container's 10 s kill). */
export const DRAIN_DEADLINE_MS = 8_000;

/**
 * Stops accepting connections and waits for the requests in flight, with a deadline. Idle keep-alive connections
 * are closed at once; a busy one is answered with `Connection: close` and then closed (create-api.ts), so a client
 * under load sees its answers, never a 503 or a request cut mid-way.
 */
export const drainHttp = async (server: Server, deadlineMs = DRAIN_DEADLINE_MS): Promise<void> => {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
  try {
    await closed;
  } finally {
    clearTimeout(deadline);
  }
};

/**
 * The API's shutdown, in the order that loses nothing: HTTP drained, then the scheduled jobs and the relay stopped
 * (runs in progress finish and commit), then the rest of the application (Kafka clients, then the ORM). The
 * caller stops the database last.
 */
export const shutDownApi = async (app: NestFastifyApplication): Promise<void> => {
  await drainHttp(app.getHttpServer() as Server);
  await stopScheduledJobs(app.get(SchedulerRegistry));
  await app.close();
};
