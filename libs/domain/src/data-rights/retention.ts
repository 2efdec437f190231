/**
 * How long each kind of data is kept before the retention job removes it, in days (docs/retention.md explains each
 * choice, and the periods set by configuration: delivered events OUTBOX_RETENTION_HOURS, processed-event records
 * INBOX_RETENTION_DAYS). The privacy policy page shows the same numbers.
 */
export const RETENTION_DAYS = {
  /** In-app notifications, read or not. */
  notifications: 180,
  /** Emails written to disk when no SMTP server is configured (the .eml files under DATA_DIR/mail). */
  mailFiles: 30,
  /** Email verification and password reset links, counted from when they expired or were used. */
  accountTokens: 7,
  /** Logged-out sessions, counted from when the token would have expired anyway. */
  revokedSessions: 1,
  /** Sign-ups whose email address was never verified, counted from sign-up. */
  abandonedSignUps: 30,
  /** Events a consumer gave up on, once staff redrove or discarded them. */
  resolvedDeadLetters: 30,
  /** Rate-limit counters, counted from the end of their window. */
  rateLimitCounters: 1,
} as const;

/** How long the senders (the mail job, the SMS jobs) keep what they sent or gave up, in days. */
export const SENT_MESSAGE_RETENTION_DAYS = {
  /** The record of an email (its body, which may hold a one-time link, is erased as soon as it is sent). */
  mail: 30,
  /** Text messages (a verification code's text is cleared as soon as it is sent). */
  sms: 30,
} as const;

export type RetainedKind = keyof typeof RETENTION_DAYS;

export const DAY_MS = 86_400_000;

/** The moment before which a kind of data is due for removal. */
export const retentionCutoff = (kind: RetainedKind, now: Date = new Date()): Date =>
  new Date(now.getTime() - RETENTION_DAYS[kind] * DAY_MS);
