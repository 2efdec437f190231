import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  AppealEnded,
  AppealRaised,
  BloodRequestCreated,
  RequestStatusChanged,
  type EventEnvelope,
} from '@app/contracts';
import { ProjectorRunner, recordEvent } from '@app/messaging';
import { bloodRequestCreated, openHarness, type Harness } from '@app/testing/backbone';
import { publicNeeds } from './public-needs.js';
import { StatsProjector } from './stats.projector.js';

describe('stats projector: the public board of need', () => {
  let harness: Harness;
  let runner: ProjectorRunner;
  let lagos: { id: number; name: string; slug: string };
  let verified: string;
  let listed: string;

  beforeAll(async () => {
    harness = await openHarness();
    runner = new ProjectorRunner(harness.em, new StatsProjector(), { maxAttempts: 1 });
    const em = harness.em.fork();
    const [state] = await em.execute<{ id: number; name: string }[]>(`select id, name from state where name = 'Lagos'`);
    lagos = { ...state!, slug: 'lagos' };
    const hospital = async (name: string, status: string) => {
      const [row] = await em.execute<{ id: string }[]>(
        `insert into hospital (id, name, search_text, kind, state_id, latitude, longitude, position_source, status,
           has_blood_bank, source, created_at, updated_at)
         values (?, ?, ?, 'teaching', ?, 6.5, 3.35, 'staff', ?, true, 'staff', now(), now()) returning id`,
        [randomUUID(), name, name.toLowerCase(), lagos.id, status],
      );
      return row!.id;
    };
    verified = await hospital('Verified Projector Hospital', 'verified');
    listed = await hospital('Listed Projector Hospital', 'listed');
  });
  afterAll(() => harness.close());

  const board = async () => {
    const [state] = await publicNeeds(harness.em.fork(), [lagos]);
    return state!;
  };

  /** A request's life: created (at `hospitalId`), then each status it moves to. */
  const requestLife = (
    hospitalId: string | undefined,
    bloodGroup: 'O+' | 'B-',
    units: number,
    ...statuses: string[]
  ) => {
    const em = harness.em.fork(); // never flushed: the envelopes only
    const requestId = randomUUID();
    const recipient = randomUUID();
    let from = 'pending';
    return [
      recordEvent(em, BloodRequestCreated, requestId, {
        ...bloodRequestCreated(requestId, recipient),
        blood_group: bloodGroup,
        units,
        state_id: lagos.id,
        ...(hospitalId ? { hospital_id: hospitalId } : {}),
      } as never),
      ...statuses.map((to) => {
        const event = recordEvent(em, RequestStatusChanged, requestId, {
          request_id: requestId,
          recipient_user_id: recipient,
          from: from as 'pending',
          to: to as 'pending',
        });
        from = to;
        return event;
      }),
    ] as EventEnvelope[];
  };

  it('counts pending requests at verified hospitals, in a chunk as one by one, and a redelivery changes nothing', async () => {
    const open = requestLife(verified, 'O+', 2);
    const filledThenReopened = requestLife(verified, 'O+', 1, 'accepted', 'pending');
    const received = requestLife(verified, 'B-', 3, 'accepted', 'Donation Received');
    const elsewhere = requestLife(listed, 'B-', 4);
    const freeText = requestLife(undefined, 'B-', 1);
    const chunk = [...open, ...filledThenReopened, ...elsewhere];
    expect(await runner.processBatch(chunk)).toEqual(chunk.map(() => 'projected'));
    for (const event of [...received, ...freeText]) expect(await runner.process(event)).toBe('projected');
    expect((await board()).needs).toEqual([{ blood_group: 'O+', units: 3 }]);

    expect(await runner.processBatch(chunk)).toEqual(chunk.map(() => 'duplicate'));
    // The creation raised again under a new event id (a retried command) does not reopen a request since closed.
    await runner.process({ ...received[0]!, id: randomUUID() });
    expect((await board()).needs).toEqual([{ blood_group: 'O+', units: 3 }]);
  });

  it('counts an appeal under each group it asks for while it runs, and not once it ended', async () => {
    const em = harness.em.fork();
    const appealId = randomUUID();
    const raised = recordEvent(em, AppealRaised, appealId, {
      appeal_id: appealId,
      hospital_id: verified,
      state_id: lagos.id,
      blood_groups: ['O+', 'O-'],
      units_wanted: 20,
      until: new Date(Date.now() + 3_600_000).toISOString(),
    }) as EventEnvelope;
    await runner.process(raised);
    expect((await board()).needs).toEqual([
      { blood_group: 'O+', units: 23 },
      { blood_group: 'O-', units: 20 },
    ]);
    await runner.process(
      recordEvent(em, AppealEnded, appealId, { appeal_id: appealId, reason: 'filled' }) as EventEnvelope,
    );
    expect((await board()).needs).toEqual([{ blood_group: 'O+', units: 3 }]);
    // Raised again under a new event id after it ended: it stays ended.
    await runner.process({ ...raised, id: randomUUID() });
    expect((await board()).needs).toEqual([{ blood_group: 'O+', units: 3 }]);
  });

  it("lists the state's verified hospitals with a blood bank, and only those", async () => {
    expect((await board()).hospitals).toEqual([
      { id: verified, name: 'Verified Projector Hospital', address: null, lga: null, has_blood_bank: true },
    ]);
  });
});
