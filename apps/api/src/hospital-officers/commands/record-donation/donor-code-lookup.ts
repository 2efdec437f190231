import type { EntityManager } from '@mikro-orm/postgresql';

/** A donation a donor's code stands for: so far an accepted match of a request at the hospital. */
export interface CodedDonation {
  source: 'match';
  matchId: string;
  requestId: string;
}

/**
 * The donation a (normalized) donor code stands for at one hospital, or null: a code of another hospital's
 * request is, to this hospital, unknown. The one place codes are looked up, so another source of codes can join.
 */
export const findDonationByCode = async (
  em: EntityManager,
  hospitalId: string,
  code: string,
): Promise<CodedDonation | null> => {
  const [match] = await em.execute<{ id: string; request_id: string }[]>(
    `select m.id, m.request_id from donation_match m join blood_request r on r.id = m.request_id
      where m.donor_code = ? and r.hospital_id = ?`,
    [code, hospitalId],
  );
  return match ? { source: 'match', matchId: match.id, requestId: match.request_id } : null;
};
