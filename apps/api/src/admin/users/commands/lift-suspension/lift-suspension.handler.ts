import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { donorOf, saveDonor } from '../../../../accounts/index.js';
import { actOnUser } from '../../user-action.js';
import { LiftSuspensionCommand } from './lift-suspension.command.js';

/** Ends a suspension now (a past one is already over: nothing to lift). */
@CommandHandler(LiftSuspensionCommand)
export class LiftSuspensionHandler implements ICommandHandler<LiftSuspensionCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, userId, reason }: LiftSuspensionCommand) {
    return actOnUser(this.em, actor, userId, 'suspension_lifted', reason, (user, tx) => {
      const loaded = donorOf(user);
      saveDonor(tx, loaded, loaded.donor.liftSuspension(reason, new Date()));
    });
  }
}
