import type { BloodGroup, Gender, HospitalStatus, Requester } from '@app/domain';
import type { SqlStatements } from '../../../platform/sql/bound-statements.js';

/** What creating a request needs to know besides the payload. */
export interface CreationContext {
  /** The requester's name, gender and blood group: a `self` request's recipient. */
  first_name: string;
  last_name: string;
  gender: Gender | null;
  blood_group: BloodGroup | null;
  /** The name of the state the payload claims; null when there is no such state. */
  state_name: string | null;
  /** Whether the payload's reason is one of the reasons for a request. */
  reason_found: boolean;
  /** The registry's hospital the payload names; null without one, or when there is no such hospital. */
  hospital: CreationHospital | null;
}

export interface CreationHospital {
  name: string;
  state_id: number;
  state_name: string;
  latitude: number;
  longitude: number;
  status: HospitalStatus;
}

/**
 * The requester, the claimed state, the reason and the hospital in one statement, rather than one round trip and one hydrated
 * entity each: the request refers to them by id, so none of them needs to be managed by the unit of work. Null when
 * the requester no longer exists. The bench's reference server issues the same statement.
 */
export const readCreationContext = async (
  sql: SqlStatements,
  requesterId: string,
  payload: { state_id?: number; reason_id: number; hospital_id?: string },
): Promise<CreationContext | null> => {
  const [row] = await sql.execute<CreationContext>(
    `select u.first_name, u.last_name, u.gender, u.blood_group,
            (select s.name from state s where s.id = ?::int) as state_name,
            exists (select 1 from reason r where r.id = ? and r.type = 'request') as reason_found,
            (select json_build_object('name', h.name, 'state_id', h.state_id, 'state_name', s.name,
                                      'latitude', h.latitude, 'longitude', h.longitude, 'status', h.status)
               from hospital h join state s on s.id = h.state_id where h.id = ?::uuid) as hospital
       from app_user u
      where u.id = ?`,
    [payload.state_id ?? null, payload.reason_id, payload.hospital_id ?? null, requesterId],
  );
  return row ?? null;
};

/** The requester as `BloodRequest.open` takes them, from what the context read. */
export const requesterOf = (requesterId: string, context: CreationContext): Requester => ({
  id: requesterId,
  firstName: context.first_name,
  lastName: context.last_name,
  gender: context.gender,
  bloodGroup: context.blood_group,
});
