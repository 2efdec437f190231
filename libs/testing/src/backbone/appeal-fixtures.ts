import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppealRaised, type EventEnvelope } from '@app/contracts';
import type { BloodGroup } from '@app/domain';
import { recordEvent } from '@app/messaging';
import { AppealEntity, HospitalEntity, StateEntity, UserEntity } from '@app/persistence';

const IKEJA = { latitude: 6.6018, longitude: 3.3515 };

/**
 * A verified Lagos hospital, donors written straight to the database (onboarded, verified, in Ikeja) and appeals
 * raised with their `appeal.raised` in the outbox: what the fan-out's tests start from.
 */
export const appealFixtures = async (em: EntityManager) => {
  const fork = em.fork();
  const lagos = await fork.findOneOrFail(StateEntity, { name: 'Lagos' });
  const hospital = fork.create(HospitalEntity, {
    name: 'Fan-out Hospital',
    searchText: 'fan-out hospital',
    kind: 'teaching',
    state: lagos,
    latitude: 6.58,
    longitude: 3.35,
    positionSource: 'staff',
    status: 'verified',
    source: 'staff',
  });
  await fork.flush();

  /** Donors of one group; `subscribed` ones have a push subscription `push-<id>`. */
  const donors = async (count: number, bloodGroup: BloodGroup, subscribed = false): Promise<string[]> => {
    const writer = em.fork();
    const created = Array.from({ length: count }, (_, i) =>
      writer.create(UserEntity, {
        firstName: `Donor${i}`,
        lastName: bloodGroup,
        email: `${randomUUID()}@fanout.example.com`,
        phoneNumber: '2348012345678',
        passwordHash: 'x',
        status: 'active',
        onboarded: true,
        gender: 'Male',
        dob: '1990-01-01',
        bloodGroup,
        state: writer.getReference(StateEntity, lagos.id),
        ...IKEJA,
      }),
    );
    await writer.flush();
    if (subscribed)
      for (const donor of created)
        await writer.execute(
          `insert into device_token (id, user_id, device_id, notification_token, updated_at) values (?, ?, ?, ?, now())`,
          [randomUUID(), donor.id, randomUUID(), `push-${donor.id}`],
        );
    return created.map((donor) => donor.id);
  };

  /** An appeal for the groups across Lagos State, its `appeal.raised` committed to the outbox. */
  const raise = async (
    bloodGroups: BloodGroup[],
    id: string = randomUUID(),
  ): Promise<{ id: string; event: EventEnvelope }> => {
    const writer = em.fork();
    const appeal = writer.create(AppealEntity, {
      id,
      hospital: writer.getReference(HospitalEntity, hospital.id),
      state: writer.getReference(StateEntity, lagos.id),
      bloodGroups,
      areaKind: 'state',
      unitsWanted: 10,
      perHour: 4,
      marginPercent: 20,
      until: new Date(Date.now() + 6 * 3_600_000),
      reason: 'Building collapse',
    });
    const event = recordEvent(writer, AppealRaised, appeal.id, {
      appeal_id: appeal.id,
      hospital_id: hospital.id,
      state_id: lagos.id,
      blood_groups: bloodGroups,
      units_wanted: 10,
      until: appeal.until.toISOString(),
    });
    await writer.flush();
    return { id: appeal.id, event };
  };

  /** The donors told of the appeal, by its notifications' link. */
  const notified = async (appealId: string): Promise<string[]> =>
    (
      await em
        .fork()
        .execute<{ user_id: string }[]>(`select user_id from notification where url = ? order by user_id`, [
          `/app/appeals/${appealId}`,
        ])
    ).map((row) => row.user_id);

  return { hospital: hospital.id, donors, raise, notified };
};
