import { Query } from '@nestjs/cqrs';
import type { HospitalView } from '../../hospital.view.js';

/** One hospital as the hospital search shows it (no distance). */
export class GetHospitalQuery extends Query<HospitalView | null> {
  constructor(readonly hospitalId: string) {
    super();
  }
}
