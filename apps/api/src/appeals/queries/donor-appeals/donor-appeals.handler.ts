import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppealEntity, AppealResponseEntity } from '@app/persistence';
import { APPEAL_POPULATE, appealView, comingBySlot, slotsOf } from '../../appeal.view.js';
import { DonorAppealsQuery } from './donor-appeals.query.js';

/** Appeals a donor sees at most at once (a week's cooldown makes more than one rare). */
const MAX_DONOR_APPEALS = 20;

@QueryHandler(DonorAppealsQuery)
export class DonorAppealsHandler implements IQueryHandler<DonorAppealsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId }: DonorAppealsQuery) {
    const em = this.em.fork();
    const now = new Date();
    const rows = await em.execute<{ id: string }[]>(
      `select a.id from appeal a join appeal_recipient r on r.appeal_id = a.id and r.donor_id = ?
        where a.until > ? and a.status in ('running', 'filled') order by a.created_at desc limit ?`,
      [donorId, now, MAX_DONOR_APPEALS],
    );
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const appeals = await em.find(
      AppealEntity,
      { id: { $in: ids } },
      { populate: APPEAL_POPULATE, orderBy: { createdAt: 'desc' } },
    );
    const coming = await comingBySlot(em, ids);
    const mine = new Map(
      (await em.find(AppealResponseEntity, { appeal: { $in: ids }, donor: donorId, status: 'coming' })).map((r) => [
        r.appeal.id,
        r,
      ]),
    );
    return appeals.map((appeal) => {
      const response = mine.get(appeal.id);
      return {
        ...appealView(appeal),
        my_response: response ? { slot_start: response.slotStart.toISOString(), donor_code: response.donorCode } : null,
        slots: slotsOf(appeal, coming.get(appeal.id), now).map(({ start, coming: taken, capacity }) => ({
          start,
          taken,
          capacity,
        })),
      };
    });
  }
}
