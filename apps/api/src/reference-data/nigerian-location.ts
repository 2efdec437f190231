import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, PROFILE_MESSAGES } from '@app/domain';
import { isInNigeria, stateAt } from '@app/geo';
import { StateEntity } from '@app/persistence';

interface ClaimedLocation {
  latitude: number;
  longitude: number;
  state_id: number;
}

/**
 * A location must lie inside Nigeria's boundary and inside the state it claims (`state`: that state as read, null
 * when there is none). Field names are the payload's own, so the form can show the message beside the right input.
 */
export function assertLocationInState<State extends { name: string }>(
  location: ClaimedLocation,
  state: State | null,
): asserts state is State {
  if (!isInNigeria(location.latitude, location.longitude)) {
    throw new InvalidInputError(PROFILE_MESSAGES.locationOutsideNigeria, {
      location: PROFILE_MESSAGES.locationOutsideNigeria,
    });
  }
  if (!state) throw new InvalidInputError(PROFILE_MESSAGES.stateEmpty, { state_id: PROFILE_MESSAGES.stateEmpty });
  const found = stateAt(location.latitude, location.longitude);
  if (found !== state.name) {
    const message = `${PROFILE_MESSAGES.locationWrongState}: it is in ${found ?? 'another state'}`;
    throw new InvalidInputError(message, { state_id: message });
  }
}

/** Reads the claimed state and checks the location against it (assertLocationInState); returns that state. */
export const checkNigerianLocation = async (em: EntityManager, location: ClaimedLocation): Promise<StateEntity> => {
  // Outside Nigeria is refused without reading the state.
  const state = isInNigeria(location.latitude, location.longitude)
    ? await em.findOne(StateEntity, { id: location.state_id })
    : null;
  assertLocationInState(location, state);
  return state;
};
