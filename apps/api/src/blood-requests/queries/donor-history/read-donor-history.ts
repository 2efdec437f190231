import type { DonorMatchRow } from '../donor-match/read-donor-match.js';

/**
 * Who confirmed the donation: the hospital (its officer took the donor's code, before or after the recipient
 * confirmed) or the recipient; null while unconfirmed. A confirmed match without a stored confirmer is the
 * recipient's (confirmations from before officers).
 */
export const donationConfirmer = (
  status: DonorMatchRow['match_status'],
  stored: string | null | undefined,
): 'recipient' | 'hospital' | null => {
  if (status !== 'confirmed') return null;
  return stored === 'hospital' || stored === 'officer' ? 'hospital' : 'recipient';
};
