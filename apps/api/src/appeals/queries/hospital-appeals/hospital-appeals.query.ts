import { Query } from '@nestjs/cqrs';
import type { AppealView } from '../../appeal.view.js';

/** A hospital's latest appeals, newest first. */
export class HospitalAppealsQuery extends Query<AppealView[]> {
  constructor(readonly hospitalId: string) {
    super();
  }
}
