import { EventEmitter } from 'node:events';
import { ConsumerGroup } from './consumer-group.js';
import { TopicLog } from './topic-log.js';

const LEGAL_TOPIC_NAME = /^[a-zA-Z0-9._-]{1,249}$/;

/** Everything the broker remembers; it survives stop()/restart() because only sockets go away. */
export class BrokerState {
  readonly topics = new Map<string, TopicLog>();
  readonly groups = new Map<string, ConsumerGroup>();
  private readonly appends = new EventEmitter().setMaxListeners(0);
  private lastProducerId = 0n;

  constructor(readonly defaultPartitions: number) {}

  static isLegalTopicName(name: string): boolean {
    return LEGAL_TOPIC_NAME.test(name) && name !== '.' && name !== '..';
  }

  createTopic(name: string, partitions = this.defaultPartitions): TopicLog {
    const topic = new TopicLog(name, partitions);
    this.topics.set(name, topic);
    return topic;
  }

  /** Like Kafka, forgets the committed offsets too, so a recreated topic starts clean. */
  deleteTopic(name: string): boolean {
    for (const group of this.groups.values()) group.offsets.delete(name);
    return this.topics.delete(name);
  }

  group(groupId: string): ConsumerGroup {
    let group = this.groups.get(groupId);
    if (!group) {
      group = new ConsumerGroup(groupId);
      this.groups.set(groupId, group);
    }
    return group;
  }

  nextProducerId(): bigint {
    this.lastProducerId += 1n;
    return this.lastProducerId;
  }

  notifyAppend(topic: string): void {
    this.appends.emit('append', topic);
  }

  /**
   * Fetch long-poll: resolves once a record lands in one of the topics, the wait elapses or the
   * connection goes away. Answering early matters: kafkajs would otherwise sit out maxWaitTime.
   */
  waitForAppend(topics: ReadonlySet<string>, waitMs: number, closed: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.appends.off('append', onAppend);
        closed.removeEventListener('abort', done);
        resolve();
      };
      const onAppend = (topic: string): void => {
        if (topics.has(topic)) done();
      };
      const timer = setTimeout(done, waitMs);
      this.appends.on('append', onAppend);
      closed.addEventListener('abort', done);
      if (closed.aborted) done();
    });
  }
}
