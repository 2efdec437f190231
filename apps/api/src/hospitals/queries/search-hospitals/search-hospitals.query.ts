import { Query } from '@nestjs/cqrs';
import type { HospitalView } from '../../hospital.view.js';
import type { HospitalSearch } from './read-hospital-search.js';

/** Hospitals by name or alias, nearest first when a position is given. */
export class SearchHospitalsQuery extends Query<HospitalView[]> {
  constructor(readonly search: HospitalSearch) {
    super();
  }
}
