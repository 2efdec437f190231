import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, PROFILE_MESSAGES } from '@app/domain';
import { isInNigeria, positionOutsideState } from '@app/geo';
import { StateEntity } from '@app/persistence';

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

const fieldsWith = (names: readonly string[], message: string) =>
  Object.fromEntries(names.map((name) => [name, message]));

/**
 * A location must lie inside Nigeria's boundary and inside the state it claims (`state`: that state as read, null
 * when there is none). Field names are the payload's own, so the form can show the message beside the right input.
 */
export function assertLocationInState<State extends { name: string }>(
  location: ClaimedLocation,
  state: State | null,
  fields: LocationFields = LOCATION_FIELDS,
): asserts state is State {
  if (!isInNigeria(location.latitude, location.longitude)) {
    const message = PROFILE_MESSAGES.locationOutsideNigeria;
    throw new InvalidInputError(message, fieldsWith(fields.position, message));
  }
  if (!state) throw new InvalidInputError(PROFILE_MESSAGES.stateEmpty, { [fields.state]: PROFILE_MESSAGES.stateEmpty });
  const outside = positionOutsideState(location.latitude, location.longitude, state.name);
  if (outside) {
    const found = outside.outsideNigeria ? 'another state' : outside.stateAt;
    const message = `${PROFILE_MESSAGES.locationWrongState}: it is in ${found}`;
    throw new InvalidInputError(message, { [fields.state]: message });
  }
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
