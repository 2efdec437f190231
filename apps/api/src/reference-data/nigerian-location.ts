import type { EntityManager } from '@mikro-orm/postgresql';
import { isInNigeria, positionOutsideState } from '@app/geo';
import { StateEntity } from '@app/persistence';
import { REFERENCE_DATA_ERRORS } from './reference-data.errors.js';

interface ClaimedLocation {
  latitude: number;
  longitude: number;
  state_id: number;
}

/** The payload's fields a position's messages go beside: the position's own (one or more) and the state's. */
export interface LocationFields {
  position: readonly string[];
  state: string;
}

const LOCATION_FIELDS: LocationFields = { position: ['location'], state: 'state_id' };

/**
 * A location must lie inside Nigeria's boundary and inside the state it claims (`state`: that state as read, null
 * when there is none). Field names are the payload's own, so the form can show the message beside the right input.
 */
export function assertLocationInState<State extends { name: string }>(
  location: ClaimedLocation,
  state: State | null,
  fields: LocationFields = LOCATION_FIELDS,
): asserts state is State {
  if (!isInNigeria(location.latitude, location.longitude))
    throw REFERENCE_DATA_ERRORS.error('location_outside_nigeria', { field: fields.position });
  if (!state) throw REFERENCE_DATA_ERRORS.error('state_missing', { field: fields.state });
  const outside = positionOutsideState(location.latitude, location.longitude, state.name);
  if (outside)
    throw outside.outsideNigeria
      ? REFERENCE_DATA_ERRORS.error('location_in_other_state', { field: fields.state })
      : REFERENCE_DATA_ERRORS.error('location_in_state', { field: fields.state, params: { state: outside.stateAt } });
}

/** Reads the claimed state and checks the location against it (assertLocationInState); returns that state. */
export const checkNigerianLocation = async (
  em: EntityManager,
  location: ClaimedLocation,
  fields: LocationFields = LOCATION_FIELDS,
): Promise<StateEntity> => {
  // Outside Nigeria is refused without reading the state.
  const state = isInNigeria(location.latitude, location.longitude)
    ? await em.findOne(StateEntity, { id: location.state_id })
    : null;
  assertLocationInState(location, state, fields);
  return state;
};
