import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { appealRefusal } from '@app/domain';
import { AppealResponseChanged } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import { AppealResponseEntity } from '@app/persistence';
import { loadAppealFor } from '../../appeal-actor.js';
import { responseChange } from '../../appeal-response-change.js';
import { CancelAppealResponseCommand } from './cancel-appeal-response.command.js';

/**
 * The donor cannot come after all: their slot and their place are free again (a filled appeal takes another of
 * the donors it already reached, but reaches no new ones). A donation already recorded cannot be cancelled.
 */
@CommandHandler(CancelAppealResponseCommand)
export class CancelAppealResponseHandler implements ICommandHandler<CancelAppealResponseCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId, appealId }: CancelAppealResponseCommand) {
    await this.em.fork().transactional(async (tx) => {
      const appeal = await loadAppealFor(tx, null, appealId, true);
      const response = await tx.findOne(AppealResponseEntity, { appeal: appeal.id, donor: donorId, status: 'coming' });
      if (!response) throw appealRefusal('appeal_response_not_found');
      response.status = 'cancelled';
      response.cancelledAt = new Date();
      appeal.comingCount = Math.max(0, appeal.comingCount - 1);
      recordEvent(tx, AppealResponseChanged, appeal.id, responseChange(response, 'cancelled'));
      await tx.flush();
    });
  }
}
