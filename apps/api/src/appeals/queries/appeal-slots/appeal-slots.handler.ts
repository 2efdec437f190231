import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { loadAppealFor } from '../../appeal-actor.js';
import { comingBySlot, slotsOf } from '../../appeal.view.js';
import { AppealSlotsQuery } from './appeal-slots.query.js';

@QueryHandler(AppealSlotsQuery)
export class AppealSlotsHandler implements IQueryHandler<AppealSlotsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, appealId }: AppealSlotsQuery) {
    const em = this.em.fork();
    const appeal = await loadAppealFor(em, actor, appealId);
    const coming = await comingBySlot(em, [appeal.id]);
    // Slots taken earlier today still count for the hospital's day: listed from the appeal's start.
    return slotsOf(appeal, coming.get(appeal.id), appeal.createdAt);
  }
}
