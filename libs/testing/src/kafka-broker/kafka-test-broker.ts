import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { BrokerNode } from './api/api-context.js';
import { serveConnection } from './broker-connection.js';
import { BrokerState } from './broker-state.js';

const HOST = '127.0.0.1';

export interface KafkaTestBrokerOptions {
  /** 0 or absent: a free port chosen by the OS. */
  port?: number;
  nodeId?: number;
  /** Partitions of auto-created topics and of CreateTopics requests that leave the count to the broker. */
  defaultPartitions?: number;
}

/** A single-node, in-memory Kafka broker for tests, speaking the protocol subset kafkajs 2.x uses. */
export class KafkaTestBroker {
  readonly brokers: string[];
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly state: BrokerState,
    private readonly node: BrokerNode,
  ) {
    this.brokers = [`${node.host}:${node.port}`];
  }

  static async start(options: KafkaTestBrokerOptions = {}): Promise<KafkaTestBroker> {
    const server = await listen(options.port ?? 0);
    const { port } = server.address() as AddressInfo;
    const broker = new KafkaTestBroker(new BrokerState(options.defaultPartitions ?? 1), {
      nodeId: options.nodeId ?? 1,
      host: HOST,
      port,
    });
    broker.attach(server);
    return broker;
  }

  /** A broker outage: closes the listener and every connection. Stored data and offsets are kept. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const group of this.state.groups.values()) group.suspend();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** Listens again on the same port, with the same data and committed offsets. */
  async restart(): Promise<void> {
    if (this.server) return;
    this.attach(await listen(this.node.port));
    for (const group of this.state.groups.values()) group.resume();
  }

  topicNames(): string[] {
    return [...this.state.topics.keys()].sort();
  }

  /** Total records stored across the topic's partitions; 0 for an unknown topic. */
  recordCount(topic: string): number {
    return this.state.topics.get(topic)?.recordCount ?? 0;
  }

  private attach(server: Server): void {
    this.server = server;
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      serveConnection(socket, this.state, this.node);
    });
  }
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
