import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { donorMatchesSql, toDonorMatchView, type DonorMatchRow } from '../donor-match/read-donor-match.js';
import { ListDonationsQuery } from './list-donations.query.js';

@QueryHandler(ListDonationsQuery)
export class ListDonationsHandler implements IQueryHandler<ListDonationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId, status, window }: ListDonationsQuery) {
    const rows = await this.em
      .fork()
      .execute<Array<DonorMatchRow & { total: number }>>(
        donorMatchesSql(`and m.status = ? order by m.created_at desc, m.id limit ? offset ?`),
        [donorId, status, window.limit, window.offset],
      );
    return { donations: rows.map(toDonorMatchView), total: rows[0]?.total ?? 0 };
  }
}
