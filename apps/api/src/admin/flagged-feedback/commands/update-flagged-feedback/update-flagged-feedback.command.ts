import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { ModerationChange } from '../../../platform/moderation.js';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { flaggedFeedbackSchema } from '../../flagged-feedback.admin-view.js';

export class UpdateFlaggedFeedbackCommand extends Command<z.output<typeof flaggedFeedbackSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: string,
    readonly change: ModerationChange,
  ) {
    super();
  }
}
