import { createRequire } from 'node:module';

/** The part of kafkajs's per-connection request queue the fix below touches. */
interface RequestQueue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

/** kafkajs's own interval between checks while requests wait (CHECK_PENDING_REQUESTS_INTERVAL). */
const CHECK_PENDING_MS = 10;
const FIXED = Symbol('idleRequestQueueFixed');

/**
 * kafkajs 2.2.4 keeps a timer going on every open connection even when nothing waits: with no throttling its next
 * check is due `-1 - Date.now()` ms from now, which Node runs after 1 ms, and each check schedules the next
 * (tulios/kafkajs#1556, #1704, #1751; unreleased upstream). Every idle producer, admin and consumer connection so
 * spun a 1 ms loop: about 5 % of a core in the API's process and as much in the projectors'. The queue only needs a
 * timer while requests wait or a throttle is to run out; a request that cannot go at once schedules its own check,
 * and each answer checks the queue again.
 */
export const scheduleCheckWhenNeeded = function (this: RequestQueue): void {
  if (this.throttleCheckTimeoutId) return;
  const untilUnthrottled = this.throttledUntil - Date.now();
  if (this.pending.length === 0 && untilUnthrottled <= 0) return;
  this.throttleCheckTimeoutId = setTimeout(
    () => {
      this.throttleCheckTimeoutId = null;
      this.checkPendingRequests();
    },
    untilUnthrottled > 0 ? untilUnthrottled : CHECK_PENDING_MS,
  );
};

/** Puts the fix in kafkajs's request queue, once per process (createKafka calls it). */
export const fixIdleRequestQueues = (): void => {
  const require = createRequire(import.meta.url);
  const { prototype } = require('kafkajs/src/network/requestQueue/index.js') as { prototype: RequestQueue };
  const marked = prototype as RequestQueue & { [FIXED]?: true };
  if (marked[FIXED]) return;
  prototype.scheduleCheckPendingRequests = scheduleCheckWhenNeeded;
  marked[FIXED] = true;
};
