import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { donorOf, saveDonor } from '../../../../accounts/index.js';
import { actOnUser } from '../../user-action.js';
import { SuspendUserCommand } from './suspend-user.command.js';

/** No requests reach a suspended person until the date; the same DonorSuspended as the automatic suspension. */
@CommandHandler(SuspendUserCommand)
export class SuspendUserHandler implements ICommandHandler<SuspendUserCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, userId, request }: SuspendUserCommand) {
    return actOnUser(this.em, actor, userId, 'suspended', request.reason, (user, tx) => {
      const loaded = donorOf(user);
      saveDonor(tx, loaded, loaded.donor.suspend(request.until, request.reason));
    });
  }
}
