import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DonorSuspensionLifted } from '@app/contracts';
import { ConflictError } from '@app/domain';
import { recordEvent } from '@app/messaging';
import { actOnUser } from '../../user-action.js';
import { LiftSuspensionCommand } from './lift-suspension.command.js';

/** Ends a suspension now (a past one is already over: nothing to lift). */
@CommandHandler(LiftSuspensionCommand)
export class LiftSuspensionHandler implements ICommandHandler<LiftSuspensionCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, userId, reason }: LiftSuspensionCommand) {
    return actOnUser(this.em, actor, userId, 'suspension_lifted', reason, (user, tx) => {
      if (!user.suspendedUntil || user.suspendedUntil.getTime() <= Date.now())
        throw new ConflictError('This user is not suspended');
      user.suspendedUntil = null;
      recordEvent(tx, DonorSuspensionLifted, user.id, { donor_id: user.id, reason });
    });
  }
}
