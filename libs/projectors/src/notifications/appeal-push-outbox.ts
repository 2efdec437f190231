import type { EntityManager } from '@mikro-orm/postgresql';
import type { PushMessage, PushSender } from '@app/messaging';
import { BackgroundQueue } from './fanout-pacing.js';

export interface AppealPushPacing {
  /** APPEAL_PUSH_CONCURRENCY: pushes one process sends at once. */
  concurrency: number;
  /** APPEAL_PUSHES_PER_SECOND: pushes one process starts a second at most (0: no limit). */
  perSecond: number;
}

/** A push that failed is tried again this long after its first failure, twice as long after each next one. */
const FIRST_RETRY_SECONDS = 10;
/** Then it is given up: about five minutes of a push service that does not answer. */
export const APPEAL_PUSH_MAX_ATTEMPTS = 6;

interface ClaimedPush {
  id: string;
  token_id: string;
  token: string;
  message: PushMessage;
}

/**
 * Sends the appeal pushes the fan-out's batches recorded in `appeal_push`, in the transaction that wrote their
 * notifications. A round claims the oldest due rows of running appeals (FOR UPDATE SKIP LOCKED: another sender, in
 * this process or another, skips them), sends them within the pacing, and in the same transaction deletes the sent
 * ones and the gone subscriptions (with their rows) and puts the failed ones off. A crash rolls the round back and
 * frees its rows at once, so the next sender resends at most the pushes of that one round. Rows of an appeal that is
 * no longer running (stopped, filled, over) are not sent but deleted, as its batches reach nobody more.
 */
export class AppealPushOutbox {
  private readonly queue: BackgroundQueue;
  private readonly claim: number;
  private draining: Promise<void> | null = null;
  /** Woken while draining: rows may have committed after the round that found none, so it goes round again. */
  private again = false;
  private stopped = false;
  /** A round that failed (the database away): the next poll reports it. */
  private failure: unknown = null;

  constructor(
    private readonly push: PushSender,
    private readonly connection: () => EntityManager,
    pacing: AppealPushPacing,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.queue = new BackgroundQueue(pacing.concurrency, onError, pacing.perSecond);
    // About half a second's pushes a round: the rows stay locked no longer than that, and a crash resends no more.
    this.claim = Math.min(500, Math.max(pacing.concurrency, Math.ceil(pacing.perSecond / 2) || pacing.concurrency * 8));
  }

  /** Sends what is due, now or once the running drain is done (after a batch's commit; the safety poll). */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => {
        this.failure = error;
        this.onError(error);
      })
      .finally(() => {
        this.draining = null;
      });
  }

  /** Sends what is due and resolves once done (start-up, the safety poll, tests); rejects if a round failed. */
  async sendDue(): Promise<void> {
    this.wake();
    await this.settled();
    const failure = this.failure;
    this.failure = null;
    if (failure) throw failure;
  }

  /** Resolves once no drain is running: every push claimed so far has been tried (a graceful stop; tests). */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** A graceful stop: the round under way finishes, no other starts; the rest wait in the database. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.settled();
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      let claimed: number;
      do claimed = await this.round();
      while (claimed >= this.claim && !this.stopped);
    } while (this.again && !this.stopped);
  }

  /** One claim, sent and settled in one transaction; how many rows it claimed. */
  private round(): Promise<number> {
    return this.connection().transactional(async (tx) => {
      const rows = await tx.execute<ClaimedPush[]>(
        `select p.id, d.id as token_id, d.notification_token as token, p.message
           from appeal_push p join appeal a on a.id = p.appeal_id join device_token d on d.id = p.device_token_id
          where p.due_at <= now() and a.status = 'running' and a.until > now()
          order by p.due_at limit ? for update of p skip locked`,
        [this.claim],
      );
      if (rows.length === 0) {
        await tx.execute(
          `delete from appeal_push p using appeal a
            where a.id = p.appeal_id and (a.status <> 'running' or a.until <= now())`,
        );
        return 0;
      }
      const outcomes = new Map<string, 'sent' | 'gone' | 'failed'>();
      this.queue.add(
        rows.map((row) => async () => {
          outcomes.set(row.id, await this.push.send(row.token, row.message));
        }),
      );
      await this.queue.settled();
      // A push that threw has no outcome: it failed.
      const ids = (outcome: string) => rows.filter((row) => (outcomes.get(row.id) ?? 'failed') === outcome);
      const gone = ids('gone');
      const failed = ids('failed');
      await tx.execute(`delete from appeal_push where id = any(?::uuid[])`, [`{${ids('sent').map((r) => r.id)}}`]);
      if (gone.length)
        await tx.execute(`delete from device_token where id = any(?::uuid[])`, [`{${gone.map((r) => r.token_id)}}`]);
      if (failed.length) {
        const failedIds = `{${failed.map((row) => row.id)}}`;
        await tx.execute(
          `update appeal_push set attempts = attempts + 1,
                  due_at = now() + make_interval(secs => ? * power(2, attempts))
            where id = any(?::uuid[])`,
          [FIRST_RETRY_SECONDS, failedIds],
        );
        await tx.execute(`delete from appeal_push where id = any(?::uuid[]) and attempts >= ?`, [
          failedIds,
          APPEAL_PUSH_MAX_ATTEMPTS,
        ]);
      }
      return rows.length;
    });
  }
}
