import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { facilityCodeTaken, type HospitalDetails } from '@app/domain';
import { HospitalEntity, type StateEntity } from '@app/persistence';
import { hospitalSearchText } from '../../hospitals/index.js';
import { checkNigerianLocation } from '../../reference-data/index.js';

/** Staff place a hospital on the map: a position outside Nigeria is shown beside both coordinates. */
const POSITION_FIELDS = { position: ['latitude', 'longitude'], state: 'state_id' } as const;

/**
 * Checks staff's details against what is stored: the position inside Nigeria and inside the chosen state (the one
 * rule every position with a state keeps), and the facility code held by no other hospital. Returns the state.
 */
export const checkHospitalDetails = async (
  em: EntityManager,
  details: HospitalDetails,
  hospitalId: string | null,
): Promise<StateEntity> => {
  const state = await checkNigerianLocation(em, details, POSITION_FIELDS);
  if (details.facility_code !== undefined) {
    const holder = await em.findOne(
      HospitalEntity,
      { facilityCode: details.facility_code, ...(hospitalId ? { id: { $ne: hospitalId } } : {}) },
      { fields: ['id'] },
    );
    if (holder) throw facilityCodeTaken();
  }
  return state;
};

/** The hospital's columns from staff's details; the search text follows the name and aliases at once. */
export const hospitalColumns = (details: HospitalDetails, state: StateEntity) => ({
  name: details.name,
  aliases: details.aliases,
  searchText: hospitalSearchText(details.name, details.aliases),
  kind: details.kind,
  address: details.address ?? null,
  town: details.town ?? null,
  lga: details.lga ?? null,
  state,
  latitude: details.latitude,
  longitude: details.longitude,
  phone: details.phone ?? null,
  hasBloodBank: details.has_blood_bank,
  facilityCode: details.facility_code ?? null,
});

/** Flushes; another hospital taking the same code in the meantime is the same refusal as one found beforehand. */
export const flushHospital = async (em: EntityManager): Promise<void> => {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && /facility_code/.test(error.message))
      throw facilityCodeTaken();
    throw error;
  }
};
