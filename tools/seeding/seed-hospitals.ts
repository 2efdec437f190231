import type { EntityManager } from '@mikro-orm/postgresql';
import type { HospitalKind } from '@app/domain';
import { NIGERIAN_LGAS, NIGERIAN_TOWNS, type NigerianState } from '@app/geo';
import { HospitalEntity, StateEntity } from '@app/persistence';
import { hospitalSearchText } from '../../apps/api/src/hospitals/hospital.view.js';

interface DemoHospital {
  name: string;
  aliases: string[];
  kind: HospitalKind;
  address: string;
  state: NigerianState;
  /** The GeoNames place whose position the hospital takes (no hospital coordinates are invented). */
  place: { town: string } | { lga: string };
  hasBloodBank: boolean;
}

/**
 * Well-known public hospitals for a demo install, marked `source = 'demo'`. Their positions are those of the
 * GeoNames town (or LGA seat) they stand in, from libs/geo (CC BY 4.0): right to a few kilometres, which is the
 * precision of a town, not of a building. A real install loads the registry with `npm run hospitals:import`.
 */
export const DEMO_HOSPITALS: readonly DemoHospital[] = [
  {
    name: 'Lagos State University Teaching Hospital',
    aliases: ['LASUTH'],
    kind: 'teaching',
    address: '1-5 Oba Akinjobi Way, Ikeja',
    state: 'Lagos',
    place: { town: 'Ikeja' },
    hasBloodBank: true,
  },
  {
    name: 'Lagos University Teaching Hospital',
    aliases: ['LUTH'],
    kind: 'teaching',
    address: 'Ishaga Road, Idi-Araba',
    state: 'Lagos',
    place: { town: 'Mushin' },
    hasBloodBank: true,
  },
  {
    name: 'University College Hospital',
    aliases: ['UCH', 'UCH Ibadan'],
    kind: 'teaching',
    address: 'Queen Elizabeth Road, Oritamefa, Ibadan',
    state: 'Oyo',
    place: { town: 'Ibadan' },
    hasBloodBank: true,
  },
  {
    name: 'National Hospital Abuja',
    aliases: ['National Hospital'],
    kind: 'specialist',
    address: 'Plot 132 Central District, Phase II, Garki, Abuja',
    state: 'Federal Capital Territory',
    place: { town: 'Abuja' },
    hasBloodBank: true,
  },
  {
    name: 'University of Nigeria Teaching Hospital',
    aliases: ['UNTH', 'UNTH Enugu'],
    kind: 'teaching',
    address: 'Ituku-Ozalla',
    state: 'Enugu',
    // Ituku-Ozalla lies in Nkanu West LGA; GeoNames has no entry for it, so the LGA seat's position.
    place: { lga: 'Nkanu West' },
    hasBloodBank: true,
  },
  {
    name: 'Aminu Kano Teaching Hospital',
    aliases: ['AKTH'],
    kind: 'teaching',
    address: 'Zaria Road, Kano',
    state: 'Kano',
    place: { town: 'Kano' },
    hasBloodBank: true,
  },
];

const positionOf = (hospital: DemoHospital) => {
  const found =
    'town' in hospital.place
      ? NIGERIAN_TOWNS.find((town) => town.name === (hospital.place as { town: string }).town)
      : NIGERIAN_LGAS.find((lga) => lga.name === (hospital.place as { lga: string }).lga);
  if (!found || found.state !== hospital.state) throw new Error(`no GeoNames place for ${hospital.name}`);
  return found;
};

/** Adds the demo hospitals not there yet, verified (as staff would, for a demo); returns how many were added. */
export const seedDemoHospitals = async (em: EntityManager): Promise<number> => {
  const existing = new Set(
    (await em.find(HospitalEntity, { source: 'demo' }, { fields: ['name'] })).map((hospital) => hospital.name),
  );
  const states = new Map((await em.find(StateEntity, {})).map((state) => [state.name, state]));
  let added = 0;
  for (const hospital of DEMO_HOSPITALS) {
    if (existing.has(hospital.name)) continue;
    const place = positionOf(hospital);
    em.create(HospitalEntity, {
      name: hospital.name,
      aliases: hospital.aliases,
      searchText: hospitalSearchText(hospital.name, hospital.aliases),
      kind: hospital.kind,
      address: hospital.address,
      town: 'town' in hospital.place ? hospital.place.town : null,
      lga: 'lga' in hospital.place ? hospital.place.lga : null,
      state: states.get(hospital.state)!,
      latitude: place.latitude,
      longitude: place.longitude,
      positionSource: 'town',
      hasBloodBank: hospital.hasBloodBank,
      status: 'verified',
      verifiedAt: new Date(),
      source: 'demo',
    });
    added += 1;
  }
  await em.flush();
  return added;
};
