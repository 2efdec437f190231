import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { ADVOCATE_DECISIONS } from '@app/domain';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminAdvocateApplicationSchema } from '../../advocate-application.admin-view.js';

export const decideAdvocateApplicationRequest = z.object({
  decision: z.enum(ADVOCATE_DECISIONS, { error: `decision must be one of: ${ADVOCATE_DECISIONS.join(', ')}` }),
  message: z
    .string({ error: 'Write a message to the applicant' })
    .trim()
    .min(1, 'Write a message to the applicant')
    .max(2000, 'Keep the message under 2000 characters'),
});
export type DecideAdvocateApplicationRequest = z.output<typeof decideAdvocateApplicationRequest>;

export class DecideAdvocateApplicationCommand extends Command<z.output<typeof adminAdvocateApplicationSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: string,
    readonly request: DecideAdvocateApplicationRequest,
  ) {
    super();
  }
}
