import { Query } from '@nestjs/cqrs';
import type { DonorAppealView } from './donor-appeals.response.dto.js';

/** The urgent appeals that reached a donor and still run (or filled, while their place holds), newest first. */
export class DonorAppealsQuery extends Query<DonorAppealView[]> {
  constructor(readonly donorId: string) {
    super();
  }
}
