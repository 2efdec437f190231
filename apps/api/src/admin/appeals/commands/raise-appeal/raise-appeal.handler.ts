import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RaiseAppealCommand } from '../../../../appeals/index.js';
import { StaffRaiseAppealCommand } from './raise-appeal.command.js';

/** The appeals context raises it, as for an officer, with the staff member as the audited actor. */
@CommandHandler(StaffRaiseAppealCommand)
export class StaffRaiseAppealHandler implements ICommandHandler<StaffRaiseAppealCommand> {
  constructor(private readonly commands: CommandBus) {}

  execute({ actor, request }: StaffRaiseAppealCommand) {
    const { hospital_id: hospitalId, ...form } = request;
    return this.commands.execute(new RaiseAppealCommand({ kind: 'staff', staff: actor }, hospitalId, form));
  }
}
