import { ADMIN_ERRORS, adminNotFound } from '../../../admin.errors.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { canMove, PARTNERSHIP_MOVES } from '@app/domain';
import { PartnershipMessageEntity } from '@app/persistence';
import { changeAudited, statusMove } from '../../../../platform/audit/audit-trail.js';
import { adminPartnershipMessageView } from '../../partnership-message.admin-view.js';
import { UpdatePartnershipMessageCommand } from './update-partnership-message.command.js';

/** new → contacted → agreed | declined, with staff's notes on the conversation. */
@CommandHandler(UpdatePartnershipMessageCommand)
export class UpdatePartnershipMessageHandler implements ICommandHandler<UpdatePartnershipMessageCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id, change }: UpdatePartnershipMessageCommand) {
    return changeAudited(
      this.em,
      actor,
      {
        resource: 'partnership-messages',
        entity: PartnershipMessageEntity,
        id,
        notFound: adminNotFound('partnership_message_not_found'),
      },
      statusMove(() => 'notes_edited'),
      adminPartnershipMessageView,
      (message) => {
        if (change.status && !canMove(PARTNERSHIP_MOVES, message.status, change.status))
          throw ADMIN_ERRORS.error('message_status_change', { params: { from: message.status, to: change.status } });
        if (change.status) message.status = change.status;
        if (change.notes !== undefined) message.notes = change.notes || null;
      },
    );
  }
}
