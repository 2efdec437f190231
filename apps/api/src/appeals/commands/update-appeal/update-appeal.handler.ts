import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { appealRefusal, isAppealFilled } from '@app/domain';
import { loadAppealFor } from '../../appeal-actor.js';
import { endAppeal } from '../../appeal-ending.js';
import { appealView } from '../../appeal.view.js';
import { UpdateAppealCommand } from './update-appeal.command.js';

/**
 * The hospital sets how many donors it can take per hour and its margin while the appeal runs. A smaller margin
 * may fill it at once; places already promised are kept (a slot over its new capacity takes nobody more).
 */
@CommandHandler(UpdateAppealCommand)
export class UpdateAppealHandler implements ICommandHandler<UpdateAppealCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, appealId, request }: UpdateAppealCommand) {
    return this.em.fork().transactional(async (tx) => {
      const appeal = await loadAppealFor(tx, actor, appealId, true);
      if (appeal.status !== 'running') throw appealRefusal('appeal_not_running');
      if (request.per_hour !== undefined) appeal.perHour = request.per_hour;
      if (request.margin_percent !== undefined) appeal.marginPercent = request.margin_percent;
      if (isAppealFilled(appeal.comingCount, appeal.unitsWanted, appeal.marginPercent))
        endAppeal(tx, appeal, 'filled', new Date());
      await tx.flush();
      return appealView(appeal);
    });
  }
}
