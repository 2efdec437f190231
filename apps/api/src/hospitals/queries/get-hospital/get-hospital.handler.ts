import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { leanReader } from '../../../platform/sql/bound-statements.js';
import { HOSPITAL_COLUMNS, toHospitalView, type HospitalRow } from '../../hospital.view.js';
import { GetHospitalQuery } from './get-hospital.query.js';

@QueryHandler(GetHospitalQuery)
export class GetHospitalHandler implements IQueryHandler<GetHospitalQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hospitalId }: GetHospitalQuery) {
    const [row] = await leanReader(this.em).execute<HospitalRow>(
      `select ${HOSPITAL_COLUMNS}, null::float8 as distance_km
         from hospital h join state s on s.id = h.state_id where h.id = ?`,
      [hospitalId],
    );
    return row ? toHospitalView(row) : null;
  }
}
