import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SmsMessage {
  /** International form without "+", as stored for every user: 2348031234567. */
  to: string;
  text: string;
}

/**
 * What a send came to. `retry`: the gateway or the network failed in a way that may pass (5xx, 429, timeout);
 * `rejected`: the gateway refused this message for good (bad number, bad key, no balance), trying again is waste.
 */
export type SmsOutcome =
  | { status: 'sent'; providerId: string | null }
  | { status: 'retry'; reason: string }
  | { status: 'rejected'; reason: string };

/** Sends one text message; never throws for a gateway's answer, only reports it. */
export abstract class SmsSender {
  abstract send(message: SmsMessage): Promise<SmsOutcome>;
}

/** Without a gateway: each message becomes a JSON file under DATA_DIR/sms and a log line, like written mail. */
export class SandboxSmsSender extends SmsSender {
  constructor(
    private readonly directory: string,
    private readonly log: (line: string) => void,
  ) {
    super();
    mkdirSync(directory, { recursive: true, mode: 0o700 });
  }

  async send(message: SmsMessage): Promise<SmsOutcome> {
    const id = randomUUID();
    const file = join(this.directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.json`);
    const sentAt = new Date().toISOString();
    writeFileSync(file, `${JSON.stringify({ id, to: message.to, text: message.text, sent_at: sentAt }, null, 2)}\n`, {
      mode: 0o600,
    });
    this.log(`SMS to ${message.to} written to ${file}: ${message.text}`);
    return Promise.resolve({ status: 'sent', providerId: id });
  }
}
