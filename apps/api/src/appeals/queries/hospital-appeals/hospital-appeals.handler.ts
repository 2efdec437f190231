import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppealEntity } from '@app/persistence';
import { APPEAL_POPULATE, appealView } from '../../appeal.view.js';
import { HospitalAppealsQuery } from './hospital-appeals.query.js';

/** The latest appeals of the officer's hospital a list shows. */
const HOSPITAL_APPEALS = 100;

@QueryHandler(HospitalAppealsQuery)
export class HospitalAppealsHandler implements IQueryHandler<HospitalAppealsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ hospitalId }: HospitalAppealsQuery) {
    const appeals = await this.em
      .fork()
      .find(
        AppealEntity,
        { hospital: hospitalId },
        { populate: APPEAL_POPULATE, orderBy: { createdAt: 'desc' }, limit: HOSPITAL_APPEALS },
      );
    return appeals.map(appealView);
  }
}
