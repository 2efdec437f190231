import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AIRTIME_OF_MATCH, type AirtimeCreditView } from '../../../airtime/index.js';
import { donorMatchesSql, toDonorMatchView, type DonorMatchRow } from '../donor-match/read-donor-match.js';
import { DonorHistoryQuery } from './donor-history.query.js';
import { donationConfirmer } from './read-donor-history.js';

@QueryHandler(DonorHistoryQuery)
export class DonorHistoryHandler implements IQueryHandler<DonorHistoryQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId, window }: DonorHistoryQuery) {
    const rows = await this.em.fork().execute<
      Array<
        DonorMatchRow & {
          total: number;
          feedback_given: boolean;
          airtime: AirtimeCreditView | null;
        }
      >
    >(
      donorMatchesSql(
        `and (m.status = 'confirmed' or (m.status = 'accepted' and m.attempted_at is not null))
           order by coalesce(m.confirmed_at, m.attempted_at) desc, m.id limit ? offset ?`,
      ).replace(
        'count(*) over ()::int as total',
        `count(*) over ()::int as total,
           exists (select 1 from feedback f where f.request_id = r.id and f.author_id = m.donor_id) as feedback_given,
           ${AIRTIME_OF_MATCH} as airtime`,
      ),
      [donorId, window.limit, window.offset],
    );
    return {
      donations: rows.map((row) => ({
        ...toDonorMatchView(row),
        feedback_given: row.feedback_given,
        confirmed_by: donationConfirmer(row.match_status, row.confirmed_by),
        airtime: row.airtime,
      })),
      total: rows[0]?.total ?? 0,
    };
  }
}
