import { Command } from '@nestjs/cqrs';
import type { AppealView } from '../../../../appeals/index.js';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { StaffRaiseAppealRequest } from './raise-appeal.request.dto.js';

/** A member of staff raises an appeal for the verified hospital they name. */
export class StaffRaiseAppealCommand extends Command<AppealView> {
  constructor(
    readonly actor: StaffActor,
    readonly request: StaffRaiseAppealRequest,
  ) {
    super();
  }
}
