import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { uuidIdField } from '@app/domain';
import { moderationChange } from '../../../platform/moderation.js';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { abuseReportSchema } from '../../abuse-report.admin-view.js';

export const updateAbuseReportRequest = moderationChange.extend({
  reported_user_id: uuidIdField('reported_user_id must be a user id').nullable().optional(),
});
export type UpdateAbuseReportRequest = z.output<typeof updateAbuseReportRequest>;

export class UpdateAbuseReportCommand extends Command<z.output<typeof abuseReportSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: string,
    readonly change: UpdateAbuseReportRequest,
  ) {
    super();
  }
}
