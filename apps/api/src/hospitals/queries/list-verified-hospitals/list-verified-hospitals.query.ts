import { Query } from '@nestjs/cqrs';
import type { VerifiedHospitals } from './list-verified-hospitals.response.dto.js';

/** The verified hospitals of a state, blood banks first. */
export class ListVerifiedHospitalsQuery extends Query<VerifiedHospitals> {
  constructor(readonly stateId: number) {
    super();
  }
}
