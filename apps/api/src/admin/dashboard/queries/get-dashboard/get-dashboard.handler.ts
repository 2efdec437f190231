import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { platformFigures } from '@app/projectors';
import { waitingWork } from '../../../queues/staff-queues.js';
import { GetDashboardQuery } from './get-dashboard.query.js';
import type { Dashboard } from './get-dashboard.response.dto.js';

@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<Dashboard> {
    const em = this.em.fork();
    const [queues] = await em.getConnection().execute<Array<Record<string, string>>>(
      `select
         (select count(*) from abuse_report where status in ('open', 'investigating')) as open_reports,
         (select count(*) from feedback where status = 'flagged' and moderation_status in ('open', 'investigating'))
           as flagged_feedback,
         (select count(*) from advocate_application where status in ('new', 'shortlisted')) as pending_applications,
         (select count(*) from testimonial where status = 'pending') as pending_testimonials,
         (select count(*) from donation where provider = 'crypto' and status = 'pending')
           as unconfirmed_crypto_donations,
         (select count(*) from hospital where status = 'listed' and source = 'proposal') as proposed_hospitals`,
    );
    return {
      figures: await platformFigures(em),
      queues: Object.fromEntries(
        Object.entries(queues!).map(([name, value]) => [name, Number(value)]),
      ) as Dashboard['queues'],
      waiting: await waitingWork(em),
    };
  }
}
