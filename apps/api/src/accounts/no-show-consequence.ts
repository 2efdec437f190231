import type { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '@app/persistence';
import { donorOf, saveDonor } from './donor.repository.js';

/**
 * What a newly reported no-show does to the donor, whoever reported it (the recipient or the hospital's officer):
 * the donor model decides from how many different recipients' requests now hold one of their no-shows (this one
 * included, once flushed). Call it only for a new report, never for a repeat of one already counted.
 */
export const applyNoShowConsequence = async (
  em: EntityManager,
  donorId: string,
  now: Date,
): Promise<'suspend' | 'flag_for_staff'> => {
  await em.flush();
  const [row] = await em.execute<{ reporters: number }[]>(
    `select count(distinct r.requester_id)::int as reporters
       from donation_match m join blood_request r on r.id = m.request_id
      where m.donor_id = ? and m.status = 'no_show'`,
    [donorId],
  );
  const loaded = donorOf(await em.findOneOrFail(UserEntity, { id: donorId }));
  const { consequence, events } = loaded.donor.reportedNoShow(row?.reporters ?? 0, now);
  saveDonor(em, loaded, events);
  return consequence;
};
