/**
 * One queue of work waiting for staff, as the admin API reports it (`GET /admin/queues`, the dashboard) and the
 * console reads it.
 */
export interface WaitingWork {
  queue: string;
  /** The console list the queue is worked from. */
  resource: string;
  /** That list's filter that shows what waits. */
  filter: Record<string, unknown>;
  count: number;
  /** The item that has waited longest, or null when nothing waits. */
  oldest: { id: string; created_at: string } | null;
}
