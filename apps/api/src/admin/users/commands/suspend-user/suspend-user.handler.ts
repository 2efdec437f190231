import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DonorSuspended } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import { actOnUser } from '../../user-action.js';
import { SuspendUserCommand } from './suspend-user.command.js';

/** No requests reach a suspended person until the date; the same DonorSuspended as the automatic suspension. */
@CommandHandler(SuspendUserCommand)
export class SuspendUserHandler implements ICommandHandler<SuspendUserCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, userId, request }: SuspendUserCommand) {
    return actOnUser(this.em, actor, userId, 'suspended', request.reason, (user, tx) => {
      user.suspendedUntil = request.until;
      recordEvent(tx, DonorSuspended, user.id, {
        donor_id: user.id,
        until: request.until.toISOString(),
        reason: request.reason,
      });
    });
  }
}
