import type { BrokerState } from '../broker-state.js';
import type { BufferReader } from '../wire/buffer-reader.js';
import type { BufferWriter } from '../wire/buffer-writer.js';

export interface BrokerNode {
  readonly nodeId: number;
  readonly host: string;
  readonly port: number;
}

export interface RequestContext {
  readonly apiVersion: number;
  readonly clientId: string;
  readonly clientHost: string;
  readonly state: BrokerState;
  readonly node: BrokerNode;
  /** Aborted when the connection closes, so held requests (long-poll Fetch) stop waiting. */
  readonly closed: AbortSignal;
}

/** Returns the response body, or null when the client expects no response (Produce with acks=0). */
export type ApiHandler = (
  request: BufferReader,
  context: RequestContext,
) => BufferWriter | null | Promise<BufferWriter | null>;

export interface ApiDefinition {
  readonly apiKey: number;
  readonly name: string;
  readonly minVersion: number;
  readonly maxVersion: number;
  readonly handle: ApiHandler;
}
