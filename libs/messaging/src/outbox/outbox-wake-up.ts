import pg from 'pg';

/** The channel the outbox_message trigger notifies when a transaction that wrote to the outbox commits. */
export const OUTBOX_CHANNEL = 'outbox_message';

const RECONNECT_AFTER_MS = 1000;

/**
 * Wakes the relay as soon as outbox rows commit, instead of at its next poll: LISTEN on a connection of its own
 * (a pooled one would be handed to other work and drop the subscription). PostgreSQL delivers a notification only
 * at commit, so the relay never wakes for a row it cannot see yet. A lost connection is reopened after a second;
 * the relay's poll covers the gap, and `wake` runs once after every (re)connect for rows committed meanwhile.
 */
export class OutboxWakeUp {
  private client: pg.Client | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly wake: () => void,
    private readonly log?: (level: 'warn', message: string, fields?: Record<string, unknown>) => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    client.on('notification', () => this.wake());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
      this.wake();
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    this.log?.('warn', 'outbox wake-up connection lost; relaying by poll until it is back', {
      error: error instanceof Error ? error.message : (error ?? null),
    });
    client.end().catch(() => undefined);
    this.reconnect = setTimeout(() => void this.start(), RECONNECT_AFTER_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
