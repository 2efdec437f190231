import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { EventBackbone } from './event-backbone.js';
import {
  allProjected,
  openHarness,
  relayEvery,
  startBackbone,
  testConfig,
  waitFor,
  workload,
  writeEvents,
  type Harness,
} from '@app/testing/backbone';

// The relay's poll is ten minutes here, so only the NOTIFY from the outbox insert can bring these events through
// within the bounds below.
const POLL_EVERY_MS = 10 * 60_000;

describe('event backbone: the relay wakes when outbox rows commit (LISTEN/NOTIFY), polling is only the fallback', () => {
  let harness: Harness;
  let api: EventBackbone;
  let polling: ReturnType<typeof relayEvery>;

  beforeAll(async () => {
    harness = await openHarness();
    api = await startBackbone(harness, 'api', testConfig({ EVENT_TRANSPORT: 'inline' }));
    polling = relayEvery([api], POLL_EVERY_MS);
  });

  afterAll(async () => {
    polling.stop();
    await api.stop();
    await harness.close();
  });

  it('brings committed events to every projector without waiting for the poll', async () => {
    await writeEvents(harness.em, workload(40, 6));
    await waitFor(() => allProjected(harness.em), 20_000, 'the events to reach the projectors through NOTIFY');
  });

  it('listens again after its connection is cut, and relays what was committed meanwhile', async () => {
    const listeners = `select pid from pg_stat_activity where query = 'listen outbox_message'`;
    await harness.em.fork().getConnection().execute(`select pg_terminate_backend(pid) from (${listeners}) as l`);
    await writeEvents(harness.em, workload(40, 6));
    await waitFor(() => allProjected(harness.em), 20_000, 'the events committed while the listener was away');
    await writeEvents(harness.em, workload(40, 6));
    await waitFor(() => allProjected(harness.em), 20_000, 'the events committed after it came back');
  });
});
