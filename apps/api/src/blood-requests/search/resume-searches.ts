import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WAVE_COUNT } from '@app/domain';
import { BloodRequestEntity } from '@app/persistence';
import { hydrateAll, saveBloodRequest } from '../blood-request.repository.js';

/**
 * Once a hospital is verified, its open requests whose search stopped at the first wave go on widening (each
 * request decides, `BloodRequest.resumeSearch`): their next wave is due now. Runs in the caller's transaction,
 * the requests locked in id order; returns how many resumed.
 */
export const resumeSearchesAtHospital = async (em: EntityManager, hospitalId: string, now: Date) => {
  const stopped = await em.find(
    BloodRequestEntity,
    { hospitalRef: hospitalId, status: 'pending', nextWaveAt: null, searchWave: { $lt: WAVE_COUNT } },
    { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  let resumed = 0;
  for (const loaded of await hydrateAll(em, stopped)) {
    if (loaded.request.resumeSearch(now)) resumed += 1;
    saveBloodRequest(em, loaded, []);
  }
  return resumed;
};
