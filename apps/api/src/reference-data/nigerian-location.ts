import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, PROFILE_MESSAGES } from '@app/domain';
import { isInNigeria, stateAt } from '@app/geo';
import { StateEntity } from '@app/persistence';

/**
 * A location must lie inside Nigeria's boundary and inside the state it claims; returns that state.
 * Field names are the payload's own, so the form can show the message beside the right input.
 */
export const checkNigerianLocation = async (
  em: EntityManager,
  location: { latitude: number; longitude: number; state_id: number },
): Promise<StateEntity> => {
  if (!isInNigeria(location.latitude, location.longitude)) {
    throw new InvalidInputError(PROFILE_MESSAGES.locationOutsideNigeria, {
      location: PROFILE_MESSAGES.locationOutsideNigeria,
    });
  }
  const state = await em.findOne(StateEntity, { id: location.state_id });
  if (!state) throw new InvalidInputError(PROFILE_MESSAGES.stateEmpty, { state_id: PROFILE_MESSAGES.stateEmpty });
  const found = stateAt(location.latitude, location.longitude);
  if (found !== state.name) {
    const message = `${PROFILE_MESSAGES.locationWrongState}: it is in ${found ?? 'another state'}`;
    throw new InvalidInputError(message, { state_id: message });
  }
  return state;
};
