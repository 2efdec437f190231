import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { StaffRoute } from '@app/auth';
import { platformFigures } from '@app/projectors';
import { ApiErrors } from '../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../platform/http/replies.js';
import { waitingWorkSchema } from '../queues/queries/get-queues/get-queues.response.dto.js';
import { waitingWork } from '../queues/staff-queues.js';

const count = z.number().int();

const dashboardSchema = z.object({
  figures: z.object({
    registered_donors: count,
    donation_requests: count,
    successful_matches: count,
    advocates: count,
  }),
  queues: z.object({
    open_reports: count,
    flagged_feedback: count,
    pending_applications: count,
    pending_testimonials: count,
    unconfirmed_crypto_donations: count,
    proposed_hospitals: count,
  }),
  waiting: z.array(waitingWorkSchema).describe('per queue: how many wait and the item that has waited longest'),
});

/** What waits for staff: each queue is the filtered list the console links it to (see docs/admin-api.md). */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/dashboard')
export class GetDashboardController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiReply(dashboardSchema)
  @ApiErrors(401)
  async dashboard() {
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
    return reply({
      figures: await platformFigures(em),
      queues: Object.fromEntries(Object.entries(queues!).map(([name, value]) => [name, Number(value)])),
      waiting: await waitingWork(em),
    });
  }
}
