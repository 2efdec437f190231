import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NigerianNetwork } from '@app/domain';

export interface AirtimeTopUp {
  /** The idempotency key: the same top-up is never asked twice under two keys, nor one key for two top-ups. */
  requestId: string;
  /** International form without "+": 2348031234567. */
  phone: string;
  network: NigerianNetwork;
  amountNgn: number;
}

/**
 * What the provider said about a top-up.
 * - delivered: the airtime reached the number;
 * - pending: the provider has it but has not finished, or the answer was lost (timeout, 5xx): ask again about
 *   the same request id (requery), never send it again;
 * - failed: the provider did not credit it and will not (refused, reversed, bad number): a new request is needed;
 * - unknown: (requery only) the provider never received this request id, so sending it is safe.
 */
export type AirtimeOutcome =
  | { status: 'delivered'; reference: string | null }
  | { status: 'pending'; reason: string }
  | { status: 'failed'; reason: string }
  | { status: 'unknown'; reason: string };

/** Tops up airtime; never throws for a provider's answer or a network fault, only reports it. */
export abstract class AirtimeProvider {
  abstract readonly name: string;
  abstract topUp(topUp: AirtimeTopUp): Promise<AirtimeOutcome>;
  abstract requery(requestId: string): Promise<AirtimeOutcome>;
}

/**
 * Without a provider: each top-up becomes a JSON file under DATA_DIR/airtime and a log line, like the SMS sandbox.
 * A request id already written is the same top-up (delivered once), so it behaves as a real idempotent provider.
 */
export class SandboxAirtimeProvider extends AirtimeProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly directory: string,
    private readonly log: (line: string) => void,
  ) {
    super();
    mkdirSync(directory, { recursive: true, mode: 0o700 });
  }

  private fileOf(requestId: string): string | null {
    const name = readdirSync(this.directory).find((file) => file.endsWith(`-${requestId}.json`));
    return name ? join(this.directory, name) : null;
  }

  topUp(topUp: AirtimeTopUp): Promise<AirtimeOutcome> {
    const existing = this.fileOf(topUp.requestId);
    if (existing) return this.requery(topUp.requestId);
    const file = join(this.directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${topUp.requestId}.json`);
    const record = {
      request_id: topUp.requestId,
      phone: topUp.phone,
      network: topUp.network,
      amount_ngn: topUp.amountNgn,
      delivered_at: new Date().toISOString(),
    };
    writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    this.log(`Airtime of NGN ${topUp.amountNgn} to ${topUp.phone} (${topUp.network}) written to ${file}`);
    return Promise.resolve({ status: 'delivered', reference: topUp.requestId });
  }

  requery(requestId: string): Promise<AirtimeOutcome> {
    const file = this.fileOf(requestId);
    if (!file) return Promise.resolve({ status: 'unknown', reason: 'No sandbox top-up with this request id' });
    const record = JSON.parse(readFileSync(file, 'utf8')) as { request_id: string };
    return Promise.resolve({ status: 'delivered', reference: record.request_id });
  }
}
