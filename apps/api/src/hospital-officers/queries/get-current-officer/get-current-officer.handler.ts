import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { HospitalOfficerEntity } from '@app/persistence';
import { signedInOfficer } from '../../hospital-officer.view.js';
import { GetCurrentOfficerQuery } from './get-current-officer.query.js';

@QueryHandler(GetCurrentOfficerQuery)
export class GetCurrentOfficerHandler implements IQueryHandler<GetCurrentOfficerQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ officerId }: GetCurrentOfficerQuery) {
    const row = await this.em
      .fork()
      .findOneOrFail(HospitalOfficerEntity, { id: officerId }, { populate: ['hospital', 'hospital.state'] });
    return signedInOfficer(row);
  }
}
