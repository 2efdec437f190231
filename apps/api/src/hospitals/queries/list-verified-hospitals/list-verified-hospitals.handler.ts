import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { StateEntity } from '@app/persistence';
import { leanReader } from '../../../platform/sql/bound-statements.js';
import { HOSPITAL_COLUMNS, toHospitalView, type HospitalRow } from '../../hospital.view.js';
import { HOSPITAL_ERRORS } from '../../hospitals.errors.js';
import { ListVerifiedHospitalsQuery } from './list-verified-hospitals.query.js';
import type { PublicHospitalView, VerifiedHospitals } from './list-verified-hospitals.response.dto.js';

@QueryHandler(ListVerifiedHospitalsQuery)
export class ListVerifiedHospitalsHandler implements IQueryHandler<ListVerifiedHospitalsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ stateId }: ListVerifiedHospitalsQuery): Promise<VerifiedHospitals> {
    const em = this.em.fork();
    const state = await em.findOne(StateEntity, { id: stateId });
    if (!state) throw HOSPITAL_ERRORS.error('state_unknown', { field: 'state_id' });
    const rows = await leanReader(em).execute<HospitalRow & { phone: string | null }>(
      `select ${HOSPITAL_COLUMNS}, h.phone, null::float8 as distance_km
         from hospital h join state s on s.id = h.state_id
        where h.state_id = ? and h.status = 'verified'
        order by h.has_blood_bank desc, h.name`,
      [state.id],
    );
    return {
      state: { id: state.id, name: state.name },
      hospitals: rows.map((row): PublicHospitalView => {
        const view = toHospitalView(row);
        return {
          id: view.id,
          name: view.name,
          kind: view.kind,
          address: view.address,
          town: view.town,
          lga: view.lga,
          state: view.state,
          latitude: view.latitude,
          longitude: view.longitude,
          has_blood_bank: view.has_blood_bank,
          phone: row.phone,
        };
      }),
    };
  }
}
