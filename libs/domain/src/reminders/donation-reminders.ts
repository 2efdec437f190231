import { formatDonorCode } from '../donors/donor-code.js';
import type { CalendarEvent } from './calendar-links.js';

/**
 * What a donation reminder is built from: the accepted request, as the API and the reminders projector read it.
 * The state and the name come from the request's row; where it is gone (the projector replaying an old event), the
 * reminder leaves them out rather than guess.
 */
export interface AcceptedRequestFacts {
  hospital: string;
  stateName: string | null;
  /** The first name on the request (the person the blood is for). */
  recipientFirstName: string | null;
  neededAt: Date;
  /** The code the donor gives at the blood bank; absent for matches from before codes. */
  donorCode?: string | null;
}

/**
 * The reminder of an accepted request. One builder for the accept reply's calendar links and for the stored
 * reminder (and so its .ics), so what a donor adds to their calendar is the same whichever way they add it.
 */
export const donationReminder = (request: AcceptedRequestFacts): CalendarEvent => ({
  title: `Blood donation at ${request.hospital}`,
  description:
    `You accepted to donate blood${request.recipientFirstName ? ` for ${request.recipientFirstName}` : ''} on Blood ` +
    'Match. A donation visit takes about an hour; keep your phone reachable and go to the hospital on time. Thank ' +
    'you for saving a life.' +
    (request.donorCode ? ` Donor code: ${formatDonorCode(request.donorCode)}. Give it at the blood bank.` : ''),
  location: request.stateName ? `${request.hospital}, ${request.stateName}` : request.hospital,
  start: request.neededAt,
});

/** The reminder for the day a donor's rest period ends (the date comes from `nextDonationDate`). */
export const donateAgainReminder = (date: Date): CalendarEvent => ({
  title: 'You can donate again',
  description: 'Your rest period after your last donation is over. You can give blood again on Blood Match.',
  location: 'Blood Match',
  start: date,
});
