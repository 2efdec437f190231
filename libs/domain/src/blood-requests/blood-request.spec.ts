import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors/domain-errors.js';
import type { NewBloodRequest } from '../forms/blood-request.forms.js';
import { UNVERIFIED_HOSPITAL_MAX_TARGETS } from '../hospitals/hospital.js';
import {
  BloodRequest,
  holdsOpenCommitment,
  noShowConsequence,
  type BloodRequestState,
  type MatchState,
} from './blood-request.js';

const NOW = new Date('2026-12-01T12:00:00.000Z');
const NEEDED_AT = new Date('2026-12-01T09:00:00.000Z');
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

const match = (id: string, donorId: string, overrides: Partial<MatchState> = {}): MatchState => ({
  id,
  donorId,
  status: 'accepted',
  attemptedAt: null,
  confirmedAt: null,
  donatedOn: null,
  donorCode: null,
  confirmedBy: null,
  noShowAt: null,
  ...overrides,
});

/** A pending request for `units` units, its first wave run, with the given matches (counted toward the units). */
const aRequest = (overrides: Partial<BloodRequestState> = {}) =>
  new BloodRequest({
    id: 'request-1',
    requesterId: 'recipient',
    hospital: 'LUTH',
    bloodGroup: 'O+',
    hospitalId: 'luth',
    genuineConfirmedAt: null,
    neededAt: NEEDED_AT,
    units: 2,
    status: 'pending',
    matchedCount: 0,
    searchWave: 1,
    searchRadiusKm: 10,
    nextWaveAt: later(1),
    expiredAt: null,
    matches: [],
    declinedDonorIds: [],
    ...overrides,
  });

/** The fields naming donor-a's match on the request in its events. */
const matchAOnRequest = {
  request_id: 'request-1',
  match_id: 'match-a',
  donor_id: 'donor-a',
  recipient_user_id: 'recipient',
  hospital: 'LUTH',
};

const eligible = (id: string) => ({ id, ineligibility: [] });

/** The code of the refusal the transition throws, after checking it changed nothing. */
const refusalOf = (request: BloodRequest, transition: (request: BloodRequest) => unknown) => {
  const before = request.snapshot;
  try {
    transition(request);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect(request.snapshot).toEqual(before);
    return (error as DomainError).code;
  }
  throw new Error('the transition was not refused');
};

describe('BloodRequest', () => {
  describe('accept', () => {
    it('adds a match and raises DonorMatched; the request stays pending until its units are matched', () => {
      const request = aRequest();
      const events = request.accept(eligible('donor-a'), 'match-a');
      expect(events).toEqual([
        {
          type: 'blood-request.donor-matched',
          payload: { ...matchAOnRequest, needed_at: NEEDED_AT.toISOString() },
        },
      ]);
      expect(request.snapshot).toMatchObject({ status: 'pending', matchedCount: 1, nextWaveAt: later(1) });
      expect(request.matchOf('donor-a')).toMatchObject({ id: 'match-a', status: 'accepted' });
    });

    it('becomes accepted and stops searching when the last unit is matched', () => {
      const request = aRequest({ units: 1 });
      const events = request.accept(eligible('donor-a'), 'match-a');
      expect(events.map((event) => event.type)).toEqual([
        'blood-request.donor-matched',
        'blood-request.status-changed',
      ]);
      expect(events[1]!.payload).toEqual({
        request_id: 'request-1',
        recipient_user_id: 'recipient',
        from: 'pending',
        to: 'accepted',
      });
      expect(request.snapshot).toMatchObject({ status: 'accepted', matchedCount: 1, nextWaveAt: null });
    });

    it('refuses a full request, a closed one, a second answer and an ineligible donor, changing nothing', () => {
      const full = aRequest({ units: 1, status: 'accepted', matchedCount: 1, matches: [match('m', 'donor-a')] });
      expect(refusalOf(full, (r) => r.accept(eligible('donor-b'), 'm2'))).toBe('request_full');
      expect(refusalOf(full, (r) => r.accept(eligible('donor-a'), 'm2'))).toBe('already_accepted');
      expect(refusalOf(aRequest({ status: 'inactive' }), (r) => r.accept(eligible('d'), 'm'))).toBe('request_not_open');
      expect(refusalOf(aRequest({ status: 'expired' }), (r) => r.accept(eligible('d'), 'm'))).toBe('request_not_open');
      expect(refusalOf(aRequest({ declinedDonorIds: ['d'] }), (r) => r.accept(eligible('d'), 'm'))).toBe(
        'already_declined',
      );
      const ineligible = (reason: 'committed_elsewhere' | 'suspended' | 'too_old') =>
        refusalOf(aRequest(), (r) => r.accept({ id: 'd', ineligibility: [reason] }, 'm'));
      expect(ineligible('committed_elsewhere')).toBe('already_committed');
      expect(ineligible('suspended')).toBe('suspended');
      expect(ineligible('too_old')).toBe('cannot_donate');
    });
  });

  describe('decline', () => {
    it('records the decline once and raises RequestDeclined', () => {
      const request = aRequest();
      expect(request.decline('donor-a', { id: 3, text: 'Travelling' })).toEqual([
        {
          type: 'blood-request.declined',
          payload: { request_id: 'request-1', donor_id: 'donor-a', reason_id: 3, reason: 'Travelling' },
        },
      ]);
      expect(request.snapshot.declinedDonorIds).toEqual(['donor-a']);
      expect(refusalOf(request, (r) => r.decline('donor-a', { id: 3, text: 'x' }))).toBe('already_declined');
      expect(refusalOf(aRequest({ matches: [match('m', 'd')] }), (r) => r.decline('d', { id: 3, text: 'x' }))).toBe(
        'already_accepted',
      );
    });
  });

  describe('confirmAttempt', () => {
    it('counts an attempt once per match', () => {
      const request = aRequest({ matches: [match('m', 'donor-a')], matchedCount: 1 });
      expect(request.confirmAttempt('donor-a', NOW)).toEqual([
        {
          type: 'blood-request.donation-attempted',
          payload: { request_id: 'request-1', match_id: 'm', donor_id: 'donor-a' },
        },
      ]);
      expect(request.confirmAttempt('donor-a', later(1))).toEqual([]);
      expect(request.matchOf('donor-a')?.attemptedAt).toEqual(NOW);
    });

    it('refuses a donor without a match and a donor reported as a no-show', () => {
      expect(refusalOf(aRequest(), (r) => r.confirmAttempt('donor-a', NOW))).toBe('not_matched');
      const reported = aRequest({ matches: [match('m', 'donor-a', { status: 'no_show' })] });
      expect(refusalOf(reported, (r) => r.confirmAttempt('donor-a', NOW))).toBe('reported_no_show');
    });
  });

  describe('confirm', () => {
    const twoMatched = () =>
      aRequest({
        status: 'accepted',
        matchedCount: 2,
        nextWaveAt: null,
        matches: [match('m1', 'donor-a'), match('m2', 'donor-b')],
      });

    it('confirms one match, and the request is received when every match of a full request is', () => {
      const request = twoMatched();
      expect(request.confirm('recipient', 'm1', NOW, '2026-12-01')).toEqual([
        {
          type: 'blood-request.donation-confirmed',
          payload: {
            request_id: 'request-1',
            match_id: 'm1',
            donor_id: 'donor-a',
            recipient_user_id: 'recipient',
            donated_on: '2026-12-01',
          },
        },
      ]);
      expect(request.snapshot.status).toBe('accepted');
      const events = request.confirm('recipient', 'm2', NOW, '2026-12-01');
      expect(events.map((event) => event.payload)).toContainEqual({
        request_id: 'request-1',
        recipient_user_id: 'recipient',
        from: 'accepted',
        to: 'Donation Received',
      });
      expect(request.snapshot.matches.map((m) => [m.status, m.donatedOn])).toEqual([
        ['confirmed', '2026-12-01'],
        ['confirmed', '2026-12-01'],
      ]);
    });

    it('refuses a second confirmation, a no-show, an unknown match and another recipient', () => {
      const request = twoMatched();
      request.confirm('recipient', 'm1', NOW, '2026-12-01');
      expect(refusalOf(request, (r) => r.confirm('recipient', 'm1', NOW, '2026-12-01'))).toBe('already_confirmed');
      expect(refusalOf(request, (r) => r.confirm('someone-else', 'm2', NOW, '2026-12-01'))).toBe('not_your_match');
      expect(refusalOf(request, (r) => r.confirm('recipient', 'm9', NOW, '2026-12-01'))).toBe('not_your_match');
      const reported = aRequest({ matches: [match('m', 'd', { status: 'no_show' })] });
      expect(refusalOf(reported, (r) => r.confirm('recipient', 'm', NOW, '2026-12-01'))).toBe('donor_no_show');
    });
  });

  describe("at the hospital: an officer's transitions", () => {
    const AT = { hospitalId: 'luth' };
    const ELSEWHERE = { hospitalId: 'another-hospital' };
    const twoMatched = (overrides: Partial<BloodRequestState> = {}) =>
      aRequest({
        status: 'accepted',
        matchedCount: 2,
        nextWaveAt: null,
        matches: [match('m1', 'donor-a', { donorCode: 'ABC234' }), match('m2', 'donor-b')],
        ...overrides,
      });

    it('records a donation as the recipient would, naming the hospital in its event; a code is good once', () => {
      const request = twoMatched();
      const { alreadyRecorded, events } = request.recordDonationAtHospital(AT, 'm1', NOW, '2026-12-01');
      expect(alreadyRecorded).toBe(false);
      expect(events).toEqual([
        {
          type: 'blood-request.donation-confirmed',
          payload: {
            request_id: 'request-1',
            match_id: 'm1',
            donor_id: 'donor-a',
            recipient_user_id: 'recipient',
            donated_on: '2026-12-01',
            confirmed_by: 'hospital',
            hospital: 'LUTH',
          },
        },
      ]);
      expect(request.snapshot.matches[0]).toMatchObject({
        status: 'confirmed',
        confirmedAt: NOW,
        donatedOn: '2026-12-01',
        confirmedBy: 'hospital',
      });
      expect(refusalOf(request, (r) => r.recordDonationAtHospital(AT, 'm1', NOW, '2026-12-01'))).toBe(
        'donor_code_unknown',
      );
      // The recipient confirming afterwards is a success that records nothing more.
      expect(request.confirm('recipient', 'm1', NOW, '2026-12-01')).toEqual([]);
      expect(request.snapshot.matches[0]!.confirmedBy).toBe('hospital');
    });

    it("after the recipient's confirmation, takes the code as already recorded: no second donation, the donor told it arrived", () => {
      const request = twoMatched();
      request.confirm('recipient', 'm1', NOW, '2026-12-01');
      expect(request.snapshot.matches[0]!.confirmedBy).toBe('recipient');
      const second = request.recordDonationAtHospital(AT, 'm1', later(1), '2026-12-01');
      expect(second).toEqual({
        alreadyRecorded: true,
        events: [
          {
            type: 'blood-request.donation-recorded-at-hospital',
            payload: { request_id: 'request-1', match_id: 'm1', donor_id: 'donor-a', hospital: 'LUTH' },
          },
        ],
      });
      expect(request.snapshot.matches[0]).toMatchObject({ confirmedBy: 'hospital', confirmedAt: NOW });
      expect(refusalOf(request, (r) => r.recordDonationAtHospital(AT, 'm1', NOW, '2026-12-01'))).toBe(
        'donor_code_unknown',
      );
    });

    it('completes a full request once every match is recorded, and refuses other hospitals and no-shows', () => {
      const request = twoMatched();
      request.recordDonationAtHospital(AT, 'm1', NOW, '2026-12-01');
      const { events } = request.recordDonationAtHospital(AT, 'm2', NOW, '2026-12-01');
      expect(events.map((event) => event.type)).toEqual([
        'blood-request.donation-confirmed',
        'blood-request.status-changed',
      ]);
      expect(request.snapshot.status).toBe('Donation Received');
      expect(refusalOf(twoMatched(), (r) => r.recordDonationAtHospital(ELSEWHERE, 'm1', NOW, '2026-12-01'))).toBe(
        'donor_code_unknown',
      );
      expect(
        refusalOf(twoMatched({ hospitalId: null }), (r) => r.recordDonationAtHospital(AT, 'm1', NOW, '2026-12-01')),
      ).toBe('donor_code_unknown');
      const absent = aRequest({ matches: [match('m', 'd', { status: 'no_show' })] });
      expect(refusalOf(absent, (r) => r.recordDonationAtHospital(AT, 'm', NOW, '2026-12-01'))).toBe('donor_no_show');
    });

    it('confirms a request genuine once, correcting its units: the request fills or reopens to match', () => {
      const request = aRequest({ units: 2, matchedCount: 1, matches: [match('m1', 'donor-a')] });
      expect(request.confirmGenuine(AT, null, NOW)).toEqual([]);
      expect(request.snapshot.genuineConfirmedAt).toEqual(NOW);
      // Fewer units than asked: the one donor who accepted fills it, and its search stops.
      expect(request.confirmGenuine(AT, 1, later(1)).map((event) => event.payload)).toEqual([
        { request_id: 'request-1', recipient_user_id: 'recipient', from: 'pending', to: 'accepted' },
      ]);
      expect(request.snapshot).toMatchObject({
        units: 1,
        status: 'accepted',
        nextWaveAt: null,
        genuineConfirmedAt: NOW,
      });
      // More units: it is open to donors again and searches on at once.
      request.confirmGenuine(AT, 3, later(2));
      expect(request.snapshot).toMatchObject({ units: 3, status: 'pending', nextWaveAt: later(2) });
      // Its one donor has given: with the units cut to that one, the request is received.
      const given = aRequest({
        units: 2,
        matchedCount: 1,
        matches: [match('m1', 'donor-a', { status: 'confirmed', confirmedBy: 'recipient' })],
      });
      given.confirmGenuine(AT, 1, NOW);
      expect(given.snapshot).toMatchObject({ units: 1, status: 'Donation Received', nextWaveAt: null });
    });

    it('refuses to confirm genuine below the donors counted, at another hospital, or once the request is over', () => {
      const matched = aRequest({ units: 3, matchedCount: 2, matches: [match('m1', 'a'), match('m2', 'b')] });
      expect(refusalOf(matched, (r) => r.confirmGenuine(AT, 1, NOW))).toBe('units_below_matches');
      expect(refusalOf(aRequest(), (r) => r.confirmGenuine(ELSEWHERE, null, NOW))).toBe('request_not_found');
      expect(refusalOf(aRequest({ status: 'expired' }), (r) => r.confirmGenuine(AT, null, NOW))).toBe(
        'request_not_open',
      );
    });

    it("reports a no-show only after the request's time, at its own hospital, and notes when", () => {
      const full = () =>
        aRequest({ units: 1, status: 'accepted', matchedCount: 1, nextWaveAt: null, matches: [match('m', 'd')] });
      const early = new Date(NEEDED_AT.getTime() - 60_000);
      expect(refusalOf(full(), (r) => r.reportNoShowAtHospital(AT, 'm', early))).toBe('no_show_too_early');
      expect(refusalOf(full(), (r) => r.reportNoShowAtHospital(ELSEWHERE, 'm', NOW))).toBe('request_not_found');
      expect(refusalOf(full(), (r) => r.reportNoShowAtHospital(AT, 'other', NOW))).toBe('not_your_match');
      const request = full();
      const { match: reported } = request.reportNoShowAtHospital(AT, 'm', NOW);
      expect(reported).toMatchObject({ status: 'no_show', noShowAt: NOW });
      expect(request.snapshot).toMatchObject({ status: 'pending', matchedCount: 0 });
    });

    it('closes a request in play: its search stops and its donors are free; closing again changes nothing', () => {
      const request = aRequest({
        matchedCount: 2,
        matches: [match('m', 'd'), match('given', 'e', { status: 'confirmed', confirmedBy: 'hospital' })],
      });
      expect(request.closeAtHospital(AT)).toEqual([
        {
          type: 'blood-request.match-released',
          payload: {
            request_id: 'request-1',
            match_id: 'm',
            donor_id: 'd',
            recipient_user_id: 'recipient',
            hospital: 'LUTH',
            released_by: 'hospital',
            reason: 'request_closed',
          },
        },
        {
          type: 'blood-request.status-changed',
          payload: { request_id: 'request-1', recipient_user_id: 'recipient', from: 'pending', to: 'closed' },
        },
      ]);
      expect(request.snapshot).toMatchObject({ status: 'closed', nextWaveAt: null });
      expect(request.snapshot.matches.map((kept) => kept.status)).toEqual(['accepted', 'confirmed']);
      expect(holdsOpenCommitment(request.snapshot.matches[0]!, request.snapshot.status)).toBe(false);
      expect(request.closeAtHospital(AT)).toEqual([]);
      expect(refusalOf(aRequest(), (r) => r.closeAtHospital(ELSEWHERE))).toBe('request_not_found');
      expect(refusalOf(aRequest({ status: 'Donation Received' }), (r) => r.closeAtHospital(AT))).toBe(
        'request_not_open',
      );
      expect(refusalOf(aRequest({ status: 'closed' }), (r) => r.accept(eligible('x'), 'mx'))).toBe('request_not_open');
    });
  });

  describe('toggle', () => {
    it('turns off, and back on resuming the search; the same status again changes nothing', () => {
      const request = aRequest();
      expect(request.toggle('recipient', 'inactive', NOW)).toEqual([
        {
          type: 'blood-request.status-changed',
          payload: { request_id: 'request-1', recipient_user_id: 'recipient', from: 'pending', to: 'inactive' },
        },
      ]);
      expect(request.toggle('recipient', 'inactive', NOW)).toEqual([]);
      expect(request.toggle('recipient', 'pending', NOW)).toHaveLength(1);
      expect(request.snapshot).toMatchObject({ status: 'pending', nextWaveAt: NOW });
    });

    it('refuses with matches, once received or expired, and for anyone but the recipient', () => {
      const matched = aRequest({ matchedCount: 1, matches: [match('m', 'd')] });
      expect(refusalOf(matched, (r) => r.toggle('recipient', 'inactive', NOW))).toBe('request_has_matches');
      expect(refusalOf(aRequest({ status: 'expired' }), (r) => r.toggle('recipient', 'pending', NOW))).toBe(
        'request_expired',
      );
      expect(refusalOf(aRequest({ status: 'Donation Received' }), (r) => r.toggle('recipient', 'pending', NOW))).toBe(
        'request_completed',
      );
      expect(refusalOf(aRequest(), (r) => r.toggle('someone-else', 'inactive', NOW))).toBe('request_not_found');
    });
  });

  describe('reportNoShow', () => {
    const full = (overrides: Partial<BloodRequestState> = {}) =>
      aRequest({
        units: 1,
        status: 'accepted',
        matchedCount: 1,
        nextWaveAt: null,
        matches: [match('m', 'donor-a')],
        ...overrides,
      });

    it('frees the place of a donor who did not come: a full request reopens and searches again', () => {
      const request = full();
      const { match: reported, events } = request.reportNoShow({ matchId: null, now: NOW });
      expect(reported).toMatchObject({ id: 'm', donorId: 'donor-a', status: 'no_show' });
      expect(events).toEqual([
        {
          type: 'blood-request.status-changed',
          payload: { request_id: 'request-1', recipient_user_id: 'recipient', from: 'accepted', to: 'pending' },
        },
      ]);
      expect(request.snapshot).toMatchObject({ status: 'pending', matchedCount: 0, nextWaveAt: NOW });
    });

    it('is refused before the request’s date and time, for a confirmed match, or without saying who', () => {
      expect(refusalOf(full(), (r) => r.reportNoShow({ matchId: 'm', now: NEEDED_AT }))).toBe('no_show_too_early');
      const confirmed = full({ matches: [match('m', 'donor-a', { status: 'confirmed' })] });
      expect(refusalOf(confirmed, (r) => r.reportNoShow({ matchId: 'm', now: NOW }))).toBe('no_show_not_allowed');
      const two = aRequest({ matchedCount: 2, matches: [match('m1', 'a'), match('m2', 'b')] });
      expect(refusalOf(two, (r) => r.reportNoShow({ matchId: null, now: NOW }))).toBe('no_show_donor_unknown');
    });

    it('a second report of the same no-show (recipient, then hospital, or the reverse) changes nothing', () => {
      const request = full();
      expect(request.reportNoShow({ matchId: 'm', now: NOW }).alreadyReported).toBe(false);
      const before = request.snapshot;
      const again = request.reportNoShow({ matchId: 'm', now: new Date(NOW.getTime() + 60_000) });
      expect(again).toMatchObject({ alreadyReported: true, events: [], match: { id: 'm', status: 'no_show' } });
      expect(request.snapshot).toEqual(before);
    });

    it('a confirmation after a no-show is refused (whichever comes second loses)', () => {
      const request = full();
      request.reportNoShow({ matchId: 'm', now: NOW });
      expect(refusalOf(request, (r) => r.confirm('recipient', 'm', NOW, '2026-12-01'))).toBe('donor_no_show');
    });

    it('flags a first report for staff and suspends on reports from two different recipients', () => {
      expect([0, 1, 2, 3].map(noShowConsequence)).toEqual(['flag_for_staff', 'flag_for_staff', 'suspend', 'suspend']);
    });
  });

  describe('expire', () => {
    it('expires an open or turned-off request once its date passed by the expiry time', () => {
      const request = aRequest();
      expect(request.expire(later(-1), 2)).toEqual([]);
      expect(request.expire(later(1), 2)).toEqual([
        {
          type: 'blood-request.status-changed',
          payload: { request_id: 'request-1', recipient_user_id: 'recipient', from: 'pending', to: 'expired' },
        },
      ]);
      expect(request.snapshot).toMatchObject({ status: 'expired', expiredAt: later(1), nextWaveAt: null });
      expect(aRequest({ status: 'inactive' }).expire(later(1), 2)).toHaveLength(1);
    });

    it('leaves accepted, received and expired requests as they are', () => {
      for (const status of ['accepted', 'Donation Received', 'expired'] as const) {
        const request = aRequest({ status });
        expect(request.expire(later(100), 2)).toEqual([]);
        expect(request.snapshot.status).toBe(status);
      }
    });
  });

  describe('closeForDeletedRequester', () => {
    it('releases the donors who have not donated, keeps the confirmed ones, and turns the request off', () => {
      const request = aRequest({
        status: 'accepted',
        matchedCount: 2,
        matches: [match('match-a', 'donor-a'), match('match-b', 'donor-b', { status: 'confirmed' })],
      });
      const events = request.closeForDeletedRequester();
      expect(events).toEqual([
        {
          type: 'blood-request.match-released',
          payload: { ...matchAOnRequest, released_by: 'recipient', reason: 'account_deleted' },
        },
        {
          type: 'blood-request.status-changed',
          payload: { request_id: 'request-1', recipient_user_id: 'recipient', from: 'accepted', to: 'inactive' },
        },
      ]);
      const after = request.snapshot;
      expect(after.matches.map((kept) => kept.id)).toEqual(['match-b']);
      expect(after).toMatchObject({ status: 'inactive', matchedCount: 1, nextWaveAt: null });
    });

    it('stops the search of a request already turned off without another status change', () => {
      const request = aRequest({ status: 'inactive', nextWaveAt: later(1) });
      expect(request.closeForDeletedRequester()).toEqual([]);
      expect(request.snapshot).toMatchObject({ status: 'inactive', nextWaveAt: null });
    });

    it('leaves a closed request as it is', () => {
      for (const status of ['Donation Received', 'expired'] as const) {
        const request = aRequest({ status, matchedCount: 1, matches: [match('match-a', 'donor-a')] });
        const before = request.snapshot;
        expect(request.closeForDeletedRequester()).toEqual([]);
        expect(request.snapshot).toEqual(before);
      }
    });
  });

  describe('releaseDeletedDonor', () => {
    it("frees the donor's place: a full request reopens and its search resumes now", () => {
      const request = aRequest({
        status: 'accepted',
        units: 1,
        matchedCount: 1,
        nextWaveAt: null,
        matches: [match('match-a', 'donor-a')],
      });
      const events = request.releaseDeletedDonor('donor-a', NOW);
      expect(events.map((event) => event.type)).toEqual([
        'blood-request.match-released',
        'blood-request.status-changed',
      ]);
      expect(events[0]!.payload).toMatchObject({ match_id: 'match-a', released_by: 'donor' });
      expect(request.snapshot).toMatchObject({ status: 'pending', matchedCount: 0, nextWaveAt: NOW, matches: [] });
    });

    it('keeps a pending request pending and its schedule as it was', () => {
      const request = aRequest({ matchedCount: 1, matches: [match('match-a', 'donor-a')] });
      expect(request.releaseDeletedDonor('donor-a', NOW).map((event) => event.type)).toEqual([
        'blood-request.match-released',
      ]);
      expect(request.snapshot).toMatchObject({ status: 'pending', matchedCount: 0, nextWaveAt: later(1) });
    });

    it('changes nothing for a donor who donated, was reported, or never matched', () => {
      const request = aRequest({
        matchedCount: 1,
        matches: [
          match('match-a', 'donor-a', { status: 'confirmed' }),
          match('match-b', 'donor-b', { status: 'no_show' }),
        ],
      });
      const before = request.snapshot;
      for (const donor of ['donor-a', 'donor-b', 'donor-c'])
        expect(request.releaseDeletedDonor(donor, NOW)).toEqual([]);
      expect(request.snapshot).toEqual(before);
    });
  });

  describe('open', () => {
    const requester = {
      id: 'recipient',
      firstName: 'Ada',
      lastName: 'Obi',
      gender: 'Female' as const,
      bloodGroup: 'B+' as const,
    };
    const place = { hospital: 'LUTH', hospitalId: 'hospital-1', stateId: 25, latitude: 6.5, longitude: 3.35 };
    const values = (overrides: Partial<NewBloodRequest> = {}): NewBloodRequest => ({
      recipient: 'self',
      first_name: undefined,
      last_name: undefined,
      gender: undefined,
      blood_group: undefined,
      phone_number: null,
      units: 2,
      date: NEEDED_AT,
      reason_id: 3,
      reason: undefined,
      hospital_id: 'hospital-1',
      physician: 'Dr Bello',
      hospital: undefined,
      state_id: undefined,
      latitude: undefined,
      longitude: undefined,
      ...overrides,
    });

    it('opens a pending request for the requester, from their profile, and raises BloodRequestCreated', () => {
      const { request, details, events } = BloodRequest.open('request-1', requester, values(), place, NOW);
      expect(request.snapshot).toEqual({
        id: 'request-1',
        requesterId: 'recipient',
        hospital: 'LUTH',
        hospitalId: 'hospital-1',
        genuineConfirmedAt: null,
        bloodGroup: 'B+',
        neededAt: NEEDED_AT,
        units: 2,
        status: 'pending',
        matchedCount: 0,
        searchWave: 0,
        searchRadiusKm: null,
        nextWaveAt: null,
        expiredAt: null,
        matches: [],
        declinedDonorIds: [],
      });
      expect(details).toMatchObject({ recipient: 'self', firstName: 'Ada', lastName: 'Obi', gender: 'Female' });
      expect(details).toMatchObject({ phoneNumber: null, reasonId: 3, physician: 'Dr Bello', place, createdAt: NOW });
      expect(events).toEqual([
        {
          type: 'blood-request.created',
          payload: {
            request_id: 'request-1',
            recipient_user_id: 'recipient',
            blood_group: 'B+',
            units: 2,
            hospital: 'LUTH',
            hospital_id: 'hospital-1',
            state_id: 25,
            latitude: 6.5,
            longitude: 3.35,
            needed_at: NEEDED_AT.toISOString(),
          },
        },
      ]);
    });

    it("takes another recipient's details as given", () => {
      const { request, details } = BloodRequest.open(
        'request-1',
        requester,
        values({
          recipient: 'others',
          first_name: 'Musa',
          last_name: 'Sani',
          gender: 'Male',
          blood_group: 'A-',
          phone_number: '+2348031234567',
        }),
        place,
        NOW,
      );
      expect(request.snapshot.bloodGroup).toBe('A-');
      expect(details).toMatchObject({
        firstName: 'Musa',
        lastName: 'Sani',
        gender: 'Male',
        phoneNumber: '+2348031234567',
      });
    });

    it('refuses a request whose recipient has no gender or blood group, naming the fields', () => {
      const unknown = { ...requester, gender: null, bloodGroup: null };
      try {
        BloodRequest.open('request-1', unknown, values(), place, NOW);
        throw new Error('not refused');
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError & { fields: object }).fields).toEqual({
          gender: 'Gender cannot be empty',
          blood_group: 'Blood group cannot be empty',
        });
      }
    });
  });

  describe('search waves', () => {
    const fresh = (overrides: Partial<BloodRequestState> = {}) =>
      aRequest({ searchWave: 0, searchRadiusKm: null, nextWaveAt: null, ...overrides });
    const donors = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: `donor-${index}`, distanceKm: index + 0.5 }));

    it('alerts the donors the first wave found, schedules the next and raises DonorsTargeted', () => {
      const request = fresh();
      expect(request.planWave(true, 0)).toEqual({
        wave: 1,
        radiusKm: 10,
        wanted: 10,
        last: false,
        hospitalVerified: true,
      });
      const events = request.recordWave(donors(3), NOW, 60);
      expect(request.snapshot).toMatchObject({
        searchWave: 1,
        searchRadiusKm: 10,
        nextWaveAt: new Date(NOW.getTime() + 60_000),
      });
      expect(request.newTargets).toEqual(
        donors(3).map((donor) => ({
          donorId: donor.id,
          wave: 1,
          radiusKm: 10,
          distanceKm: donor.distanceKm,
          targetedAt: NOW,
        })),
      );
      expect(events).toEqual([
        {
          type: 'blood-request.donors-targeted',
          payload: {
            request_id: 'request-1',
            donor_ids: ['donor-0', 'donor-1', 'donor-2'],
            radius_km: 10,
            wave: 1,
            blood_group: 'O+',
            hospital: 'LUTH',
            hospital_verified: true,
          },
        },
      ]);
    });

    it('widens wave by wave to the whole state, wanting only the donors still missing', () => {
      const request = fresh({ searchWave: 4, searchRadiusKm: 100 });
      expect(request.planWave(true, 7)).toEqual({
        wave: 5,
        radiusKm: null,
        wanted: 3,
        last: true,
        hospitalVerified: true,
      });
      expect(request.recordWave([], NOW, 60)).toEqual([]);
      expect(request.snapshot).toMatchObject({ searchWave: 5, searchRadiusKm: null, nextWaveAt: null });
    });

    it('ends the search once enough donors were alerted', () => {
      const request = fresh({ units: 1 });
      request.planWave(true, 0);
      request.recordWave(donors(5), NOW, 60);
      expect(request.snapshot).toMatchObject({ searchWave: 1, nextWaveAt: null });
    });

    it('at a hospital nobody verified, runs one wave and alerts only a few donors', () => {
      const request = fresh({ units: 4 });
      expect(request.planWave(false, 0)).toMatchObject({
        wave: 1,
        wanted: UNVERIFIED_HOSPITAL_MAX_TARGETS,
        last: true,
      });
      request.recordWave(donors(UNVERIFIED_HOSPITAL_MAX_TARGETS + 2), NOW, 60);
      expect(request.newTargets).toHaveLength(UNVERIFIED_HOSPITAL_MAX_TARGETS);
      expect(request.snapshot.nextWaveAt).toBeNull();
      const later = aRequest({ searchWave: 1, nextWaveAt: NOW });
      expect(later.planWave(false, 2)).toBeNull();
      expect(later.snapshot.nextWaveAt).toBeNull();
    });

    it('plans nothing for a request full, turned off or searched everywhere', () => {
      for (const overrides of [
        { units: 1, matchedCount: 1, status: 'accepted' as const },
        { status: 'inactive' as const },
        { searchWave: 5 },
      ]) {
        const request = aRequest(overrides);
        expect(request.planWave(true, 0)).toBeNull();
        expect(request.snapshot.nextWaveAt).toBeNull();
        expect(() => request.recordWave(donors(1), NOW, 60)).toThrow();
      }
    });

    it('resumes a search stopped at the first wave, unless full, running or searched everywhere', () => {
      const stopped = aRequest({ searchWave: 1, nextWaveAt: null });
      expect(stopped.resumeSearch(NOW)).toBe(true);
      expect(stopped.snapshot.nextWaveAt).toEqual(NOW);
      for (const overrides of [
        { nextWaveAt: null, units: 1, matchedCount: 1, status: 'accepted' as const },
        { nextWaveAt: later(1) },
        { nextWaveAt: null, searchWave: 5 },
        { nextWaveAt: null, status: 'inactive' as const },
      ]) {
        const request = aRequest(overrides);
        const before = request.snapshot;
        expect(request.resumeSearch(NOW)).toBe(false);
        expect(request.snapshot).toEqual(before);
      }
    });
  });

  describe('widen', () => {
    it('gives the next wave while the request is open to donors', () => {
      expect(aRequest({ searchWave: 1 }).widen()).toEqual({ wave: 2, radiusKm: 25 });
      expect(aRequest({ searchWave: 4 }).widen()).toEqual({ wave: 5, radiusKm: null });
    });

    it('ends the search when the request is full, not pending, or every wave ran', () => {
      for (const overrides of [
        { units: 1, matchedCount: 1, status: 'accepted' as const },
        { status: 'inactive' as const },
        { searchWave: 5 },
      ]) {
        const request = aRequest(overrides);
        expect(request.widen()).toBeNull();
        expect(request.snapshot.nextWaveAt).toBeNull();
      }
    });
  });

  it('a match holds its donor’s open commitment while accepted on a pending or full request', () => {
    const statuses = ['pending', 'accepted', 'inactive', 'Donation Received', 'expired'] as const;
    expect(statuses.map((status) => holdsOpenCommitment({ status: 'accepted' }, status))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(holdsOpenCommitment({ status: 'confirmed' }, 'accepted')).toBe(false);
    expect(holdsOpenCommitment({ status: 'no_show' }, 'pending')).toBe(false);
  });

  it('hands out copies: changing a snapshot or a match read changes nothing', () => {
    const request = aRequest({ matches: [match('m', 'd')], matchedCount: 1 });
    request.snapshot.matches[0]!.status = 'confirmed';
    request.matchOf('d')!.status = 'confirmed';
    expect(request.matchOf('d')!.status).toBe('accepted');
  });
});
