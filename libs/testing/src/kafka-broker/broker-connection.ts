import type { Socket } from 'node:net';
import type { BrokerState } from './broker-state.js';
import type { BrokerNode, RequestContext } from './api/api-context.js';
import { API_VERSIONS_KEY, SUPPORTED_APIS, unsupportedApiVersionsResponse } from './api/api-registry.js';
import { BufferReader } from './wire/buffer-reader.js';
import type { BufferWriter } from './wire/buffer-writer.js';

/**
 * Serves one client connection. Requests are handled strictly one after another, as a Kafka broker
 * does per connection, so a held JoinGroup or long-polling Fetch only delays its own connection.
 */
export function serveConnection(socket: Socket, state: BrokerState, node: BrokerNode): void {
  const closed = new AbortController();
  let received: Buffer[] = [];
  let receivedBytes = 0;
  /** Bytes needed before the next frame can be cut: avoids re-concatenating a large frame per chunk. */
  let awaitedBytes = 4;
  let queue = Promise.resolve();

  socket.setNoDelay(true);
  socket.on('error', () => socket.destroy());
  socket.on('close', () => closed.abort());
  socket.on('data', (chunk: Buffer) => {
    received.push(chunk);
    receivedBytes += chunk.length;
    if (receivedBytes < awaitedBytes) return;
    let pending = received.length === 1 ? chunk : Buffer.concat(received, receivedBytes);
    awaitedBytes = 4;
    while (pending.length >= 4) {
      const size = pending.readInt32BE(0);
      if (size < 0) return void socket.destroy();
      if (pending.length < 4 + size) {
        awaitedBytes = 4 + size;
        break;
      }
      const frame = pending.subarray(4, 4 + size);
      pending = pending.subarray(4 + size);
      queue = queue.then(() => handleFrame(frame));
    }
    received = pending.length > 0 ? [pending] : [];
    receivedBytes = pending.length;
  });

  async function handleFrame(frame: Buffer): Promise<void> {
    if (socket.destroyed) return;
    let apiName = 'request header';
    try {
      const reader = new BufferReader(frame);
      const apiKey = reader.int16();
      const apiVersion = reader.int16();
      const correlationId = reader.int32();
      const clientId = reader.nullableString() ?? '';
      const api = SUPPORTED_APIS.get(apiKey);
      if (!api || apiVersion < api.minVersion || apiVersion > api.maxVersion) {
        if (apiKey === API_VERSIONS_KEY) return respond(correlationId, unsupportedApiVersionsResponse());
        // Other APIs have no version-independent error layout; a real broker closes the connection too.
        return void socket.destroy();
      }
      apiName = `${api.name} v${apiVersion}`;
      const context: RequestContext = {
        apiVersion,
        clientId,
        clientHost: `/${socket.remoteAddress ?? ''}`,
        state,
        node,
        closed: closed.signal,
      };
      const response = await api.handle(reader, context);
      if (response) respond(correlationId, response);
    } catch (error) {
      // A malformed request is a bug in whatever sent it: be loud rather than leave the client hanging.
      console.error(`KafkaTestBroker: failed to handle ${apiName}`, error);
      socket.destroy();
    }
  }

  function respond(correlationId: number, body: BufferWriter): void {
    if (socket.destroyed) return;
    const header = Buffer.allocUnsafe(8);
    header.writeInt32BE(4 + body.size, 0);
    header.writeInt32BE(correlationId, 4);
    socket.write(Buffer.concat([header, body.toBuffer()]));
  }
}
