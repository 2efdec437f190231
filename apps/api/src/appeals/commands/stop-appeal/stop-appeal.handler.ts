import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { appealRefusal } from '@app/domain';
import { appendAudit } from '../../../platform/audit/audit-trail.js';
import { loadAppealFor } from '../../appeal-actor.js';
import { endAppeal } from '../../appeal-ending.js';
import { appealView } from '../../appeal.view.js';
import { StopAppealCommand } from './stop-appeal.command.js';

/** Stops a running (or filled) appeal at once: no batch sends anything after this commits. */
@CommandHandler(StopAppealCommand)
export class StopAppealHandler implements ICommandHandler<StopAppealCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, appealId }: StopAppealCommand) {
    return this.em.fork().transactional(async (tx) => {
      const appeal = await loadAppealFor(tx, actor, appealId, true);
      if (appeal.status === 'stopped' || appeal.status === 'ended') throw appealRefusal('appeal_not_running');
      const before = appealView(appeal);
      // A filled appeal already said it ended; stopping it only keeps freed places from being taken again.
      if (appeal.status === 'filled') appeal.status = 'stopped';
      else endAppeal(tx, appeal, 'stopped', new Date());
      await tx.flush();
      const after = appealView(appeal);
      if (actor.kind === 'staff')
        appendAudit(tx, actor.staff, { action: 'stopped', resource: 'appeals', recordId: appeal.id, before, after });
      return after;
    });
  }
}
