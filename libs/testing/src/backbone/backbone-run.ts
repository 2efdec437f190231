import type { AppConfig } from '@app/config';
import type { BackboneRole, EventBackbone } from '@app/event-backbone';
import { openHarness, openKafka, relayEvery, startBackbone, type Harness, type TestKafka } from './backbone-harness.js';

export interface BackboneRun {
  harness: Harness;
  /** Kafka of the run's own when opened with `{ kafka: true }`. */
  kafka: TestKafka;
  /** Starts a backbone that `close()` stops. */
  start(role: BackboneRole, config: AppConfig, extra?: Parameters<typeof startBackbone>[3]): Promise<EventBackbone>;
  /** Ticks these relays until `close()`. */
  relayEvery(relays: EventBackbone[], everyMs?: number): ReturnType<typeof relayEvery>;
  /** Runs something at `close()`, before what was opened earlier. */
  onClose(cleanup: () => Promise<unknown>): void;
  /** Stops everything the run opened, last opened first. */
  close(): Promise<void>;
}

// A cleanup that hangs (a client of a process the test killed) gets 5 s, and its timer does not outlive it.
const CLEANUP_GRACE_MS = 5000;

/** A test's database, and Kafka if asked for, with the backbones and relays it starts on them, closed as one. */
export const openBackboneRun = async ({ kafka: withKafka = false } = {}): Promise<BackboneRun> => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const harness = await openHarness();
  cleanups.push(() => harness.close());
  let kafka: TestKafka | undefined;
  if (withKafka) {
    kafka = await openKafka();
    cleanups.push(() => kafka!.close());
  }
  return {
    harness,
    get kafka() {
      if (!kafka) throw new Error('this backbone run was opened without Kafka');
      return kafka;
    },
    start: async (role, config, extra) => {
      const backbone = await startBackbone(harness, role, config, extra);
      cleanups.push(() => backbone.stop());
      return backbone;
    },
    relayEvery: (relays, everyMs) => {
      const relaying = relayEvery(relays, everyMs);
      cleanups.push(async () => relaying.stop());
      return relaying;
    },
    onClose: (cleanup) => {
      cleanups.push(cleanup);
    },
    close: async () => {
      for (const cleanup of cleanups.splice(0).reverse()) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          cleanup().catch(() => undefined),
          new Promise((resolve) => (timer = setTimeout(resolve, CLEANUP_GRACE_MS))),
        ]);
        clearTimeout(timer);
      }
    },
  };
};
