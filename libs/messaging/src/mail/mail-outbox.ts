import type { EntityManager } from '@mikro-orm/postgresql';
import { OutgoingMailEntity } from '@app/persistence';
import type { Mailer, MailMessage } from './mailer.js';
import { SENT_MESSAGE_RETENTION_DAYS } from '@app/domain';

/**
 * Puts an email in the outbox within the caller's unit of work, so it exists exactly when the change it tells
 * about committed: never send from a command (SMTP down would fail the command, or lose the mail after commit).
 * Returns its id, to ask for an immediate attempt once the transaction committed.
 */
export const queueMail = (em: EntityManager, message: MailMessage): string =>
  em.create(OutgoingMailEntity, {
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    link: message.link ?? null,
  }).id;

export interface MailDeliveryOptions {
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** How long a sender holds a message; longer than the SMTP timeouts, so only a crashed sender loses its hold. */
  holdSeconds?: number;
  /** Wait before the next attempt after `attempt` failed ones. */
  retryDelaySeconds?: (attempt: number) => number;
  /** A message still unsent this long after it was queued is given up (and kept, with its last error). */
  giveUpAfterHours?: number;
  batchSize?: number;
}

/** 30 s, then doubling up to an hour: a short SMTP outage costs a minute, a long one one attempt per hour. */
export const mailRetryDelaySeconds = (attempt: number): number => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));

interface ClaimedMail {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  attempts: number;
}

const DUE = `sent_at is null and abandoned_at is null and next_attempt_at <= now()
  and (locked_until is null or locked_until <= now())`;

/** Sent mail is kept this long (without its body) as a record of what was sent; abandoned mail too. */
const KEEP_DAYS = SENT_MESSAGE_RETENTION_DAYS.mail;

/**
 * Sends the outbox's emails: each message is claimed (held for `holdSeconds`, `FOR UPDATE SKIP LOCKED`, so several
 * instances share the work and never send one message at the same time), sent, then marked sent. A failure puts it
 * back with exponential backoff. A crash between sending and marking makes it due again once its hold ends: at
 * most one resend, with the same Message-ID; never a loss.
 */
const TRANSPORT_CHECK_EVERY_MS = 60_000;

export class MailDelivery {
  private readonly holdSeconds: number;
  private readonly retryDelay: (attempt: number) => number;
  private readonly giveUpAfterHours: number;
  private readonly batchSize: number;
  /** Immediate attempts still running (a request may have answered before its email went out). */
  private readonly attempts = new Set<Promise<void>>();
  private lastCheck: { at: number; up: boolean } | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer,
    private readonly options: MailDeliveryOptions,
  ) {
    this.holdSeconds = options.holdSeconds ?? 120;
    this.retryDelay = options.retryDelaySeconds ?? mailRetryDelaySeconds;
    this.giveUpAfterHours = options.giveUpAfterHours ?? 72;
    this.batchSize = options.batchSize ?? 20;
  }

  /** Sends what is due (or, given ids, only those of them): the mail job's run. Returns how many were sent. */
  async deliver(ids?: string[]): Promise<number> {
    if (ids?.length === 0) return 0;
    const connection = this.em.fork().getConnection();
    const only = ids ? `and id in (${ids.map(() => '?').join(', ')})` : '';
    const claimed = await connection.execute<ClaimedMail[]>(
      `update outgoing_mail set locked_until = now() + make_interval(secs => ?), attempts = attempts + 1
         where id in (select id from outgoing_mail where ${DUE} ${only}
                      order by next_attempt_at limit ? for update skip locked)
         returning id, recipient, subject, text_body, html_body, link, attempts`,
      [this.holdSeconds, ...(ids ?? []), this.batchSize],
    );
    let sent = 0;
    for (const mail of claimed) {
      try {
        await this.mailer.send({
          id: mail.id,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
          ...(mail.link ? { link: mail.link } : {}),
        });
      } catch (error) {
        await this.failed(connection, mail, error);
        continue;
      }
      // The body may hold a one-time link: once it is sent, only the record that it was sent stays.
      await connection.execute(
        `update outgoing_mail set sent_at = now(), locked_until = null, last_error = null,
           text_body = null, html_body = null, link = null where id = ?`,
        [mail.id],
      );
      sent += 1;
    }
    return sent;
  }

  /**
   * Whether mail can be sent now, for the health report: checked at most once a minute (an SMTP check opens a
   * connection and signs in), the last answer given in between.
   */
  async transportStatus(now = Date.now()): Promise<{ transport: 'smtp' | 'file'; status: 'up' | 'down' }> {
    if (!this.lastCheck || now - this.lastCheck.at >= TRANSPORT_CHECK_EVERY_MS) {
      const up = await this.mailer.check().then(
        () => true,
        () => false,
      );
      this.lastCheck = { at: now, up };
    }
    return { transport: this.mailer.transport, status: this.lastCheck.up ? 'up' : 'down' };
  }

  /**
   * An immediate attempt for mail just committed, so people get it at once; it never fails the caller (the mail
   * job retries whatever this could not send).
   */
  sendNow(ids: string[]): Promise<void> {
    const attempt = this.deliver(ids)
      .then(() => undefined)
      .catch((error: unknown) =>
        this.options.log(
          'warn',
          `mail left for the mail job: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => this.attempts.delete(attempt));
    this.attempts.add(attempt);
    return attempt;
  }

  /** Resolves once the immediate attempts under way are done: shutdown waits for them before closing the database. */
  async idle(): Promise<void> {
    await Promise.all([...this.attempts]);
  }

  /** Removes the records of mail sent (or given up) more than KEEP_DAYS ago. */
  async prune(): Promise<number> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `delete from outgoing_mail where coalesce(sent_at, abandoned_at) < now() - make_interval(days => ?) returning id`,
        [KEEP_DAYS],
      );
    return rows.length;
  }

  private async failed(
    connection: ReturnType<EntityManager['getConnection']>,
    mail: ClaimedMail,
    error: unknown,
  ): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const [row] = await connection.execute<{ abandoned: boolean }[]>(
      `update outgoing_mail set locked_until = null, last_error = ?,
         next_attempt_at = now() + make_interval(secs => ?),
         abandoned_at = case when created_at < now() - make_interval(hours => ?) then now() end
       where id = ? returning abandoned_at is not null as abandoned`,
      [reason, this.retryDelay(mail.attempts), this.giveUpAfterHours, mail.id],
    );
    if (row?.abandoned)
      this.options.log('error', `mail ${mail.id} given up after ${mail.attempts} attempts: ${reason}`);
    else this.options.log('warn', `mail ${mail.id} not sent (attempt ${mail.attempts}, will retry): ${reason}`);
  }
}
