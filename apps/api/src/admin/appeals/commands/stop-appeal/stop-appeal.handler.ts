import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StopAppealCommand } from '../../../../appeals/index.js';
import { StaffStopAppealCommand } from './stop-appeal.command.js';

/** The appeals context stops it, with the staff member as the audited actor. */
@CommandHandler(StaffStopAppealCommand)
export class StaffStopAppealHandler implements ICommandHandler<StaffStopAppealCommand> {
  constructor(private readonly commands: CommandBus) {}

  execute({ actor, appealId }: StaffStopAppealCommand) {
    return this.commands.execute(new StopAppealCommand({ kind: 'staff', staff: actor }, appealId));
  }
}
