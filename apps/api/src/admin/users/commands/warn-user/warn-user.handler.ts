import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DonorWarned } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import { actOnUser } from '../../user-action.js';
import { WarnUserCommand } from './warn-user.command.js';

/** The same DonorWarned as the automatic warning, so the person hears of it the same way. */
@CommandHandler(WarnUserCommand)
export class WarnUserHandler implements ICommandHandler<WarnUserCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, userId, reason }: WarnUserCommand) {
    return actOnUser(this.em, actor, userId, 'warned', reason, (user, tx) => {
      recordEvent(tx, DonorWarned, user.id, { donor_id: user.id, reason });
    });
  }
}
