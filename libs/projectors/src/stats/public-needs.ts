import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AppealEnded,
  AppealRaised,
  BloodRequestCreated,
  RequestStatusChanged,
  type EventEnvelope,
  type PayloadOf,
} from '@app/contracts';
import { orderedNeeds, type BloodGroup, type GroupNeed } from '@app/domain';

/** The events the public board of need is kept from (the stats projector handles them). */
export const PUBLIC_NEED_EVENT_TYPES = [
  BloodRequestCreated.type,
  RequestStatusChanged.type,
  AppealRaised.type,
  AppealEnded.type,
] as const;

/**
 * Keeps public_need_source: a request asks for its units while it is pending (open to donors; full, turned off,
 * received or expired it asks for nothing, and it may be turned on again), an appeal for its units wanted from the
 * groups it names until it ends. A request at a free-text hospital is left out: it can never be at a verified one.
 */
export const recordPublicNeed = async (em: EntityManager, event: EventEnvelope): Promise<void> => {
  switch (event.type) {
    case BloodRequestCreated.type: {
      const payload = event.payload as PayloadOf<typeof BloodRequestCreated>;
      if (!payload.hospital_id) return;
      await insertSource(
        em,
        'request',
        payload.request_id,
        payload.hospital_id,
        payload.state_id,
        [payload.blood_group],
        payload.units,
        null,
        event.occurred_at,
      );
      return;
    }
    case RequestStatusChanged.type: {
      const payload = event.payload as PayloadOf<typeof RequestStatusChanged>;
      await setOpen(em, 'request', payload.request_id, payload.to === 'pending', event.occurred_at);
      return;
    }
    case AppealRaised.type: {
      const payload = event.payload as PayloadOf<typeof AppealRaised>;
      await insertSource(
        em,
        'appeal',
        payload.appeal_id,
        payload.hospital_id,
        payload.state_id,
        payload.blood_groups,
        payload.units_wanted,
        payload.until,
        event.occurred_at,
      );
      return;
    }
    case AppealEnded.type:
      await setOpen(em, 'appeal', (event.payload as PayloadOf<typeof AppealEnded>).appeal_id, false, event.occurred_at);
      return;
  }
};

const insertSource = (
  em: EntityManager,
  kind: 'request' | 'appeal',
  sourceId: string,
  hospitalId: string,
  stateId: number,
  bloodGroups: string[],
  units: number,
  until: string | null,
  at: string,
) =>
  em.execute(
    `insert into public_need_source (kind, source_id, hospital_id, state_id, blood_groups, units, open, until, updated_at)
     values (?, ?, ?::uuid, ?, ?::text[], ?, true, ?::timestamptz, ?::timestamptz) on conflict do nothing`,
    [kind, sourceId, hospitalId, stateId, `{${bloodGroups.map((group) => `"${group}"`).join(',')}}`, units, until, at],
  );

const setOpen = (em: EntityManager, kind: 'request' | 'appeal', sourceId: string, open: boolean, at: string) =>
  em.execute(`update public_need_source set open = ?, updated_at = ?::timestamptz where kind = ? and source_id = ?`, [
    open,
    at,
    kind,
    sourceId,
  ]);

export interface PublicHospital {
  id: string;
  name: string;
  address: string | null;
  lga: string | null;
  has_blood_bank: true;
}

export interface StateNeeds {
  state: string;
  slug: string;
  needs: GroupNeed[];
  hospitals: PublicHospital[];
}

/**
 * Open need by state and blood group, counting only sources at hospitals verified now (read from the hospital, so
 * a verification or suspension shows at once), and appeals only until their end time. An appeal's units are counted
 * under each group it asks for: donors of any of them can give those units, so no total across groups is made.
 * Every state is listed, with an empty list when nothing is needed there. No person is named: only hospitals.
 */
export const publicNeeds = async (
  em: EntityManager,
  states: readonly { id: number; name: string; slug: string }[],
): Promise<StateNeeds[]> => {
  const [needRows, hospitalRows] = await Promise.all([
    em.execute<{ state_id: number; blood_group: BloodGroup; units: string }[]>(
      `select s.state_id, g.blood_group, sum(s.units) as units
         from public_need_source s
         join hospital h on h.id = s.hospital_id and h.status = 'verified'
         cross join unnest(s.blood_groups) as g (blood_group)
        where s.open and (s.until is null or s.until > now())
        group by s.state_id, g.blood_group`,
    ),
    em.execute<(Omit<PublicHospital, 'has_blood_bank'> & { state_id: number })[]>(
      `select id, name, address, lga, state_id from hospital
        where status = 'verified' and has_blood_bank order by name, id`,
    ),
  ]);
  return states.map((state) => ({
    state: state.name,
    slug: state.slug,
    needs: orderedNeeds(
      Object.fromEntries(
        needRows.filter((row) => row.state_id === state.id).map((row) => [row.blood_group, Number(row.units)]),
      ),
    ),
    hospitals: hospitalRows
      .filter((row) => row.state_id === state.id)
      .map(({ id, name, address, lga }) => ({ id, name, address, lga, has_blood_bank: true as const })),
  }));
};
