import { Command } from '@nestjs/cqrs';
import type { AppealView } from '../../../../appeals/index.js';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';

/** A member of staff stops an appeal at once, whichever hospital raised it. */
export class StaffStopAppealCommand extends Command<AppealView> {
  constructor(
    readonly actor: StaffActor,
    readonly appealId: string,
  ) {
    super();
  }
}
