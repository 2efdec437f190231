import type { BloodGroup } from '../blood/blood-group.js';
import type { IneligibilityReason } from '../donors/donor-eligibility.js';
import { InvalidInputError } from '../errors/domain-errors.js';
import { BLOOD_REQUEST_MESSAGES, type NewBloodRequest } from '../forms/blood-request.forms.js';
import { hospitalReach } from '../hospitals/hospital.js';
import type { Gender } from '../people/gender.js';
import { ineligibilityRefusal, refusal } from './blood-request.errors.js';
import type { BloodRequestEvent } from './blood-request.events.js';
import { targetsWanted, waveAt, WAVE_COUNT, type Wave } from './donor-search.js';
import {
  canToggleRequest,
  isExpired,
  isOpenToDonors,
  statusAfterConfirmation,
  statusAfterMatch,
  type RequestStatus,
  type ToggleStatus,
} from './request-status.js';

export const MATCH_STATUSES = ['accepted', 'confirmed', 'no_show'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Who confirmed a donation: the recipient, or the hospital (an officer who took the donor's code). */
export const DONATION_CONFIRMERS = ['recipient', 'hospital'] as const;
export type DonationConfirmedBy = (typeof DONATION_CONFIRMERS)[number];

/**
 * A donor's acceptance of the request: accepted, then confirmed by the recipient or the hospital, or reported as a
 * no-show.
 */
export interface MatchState {
  id: string;
  donorId: string;
  status: MatchStatus;
  /** When the donor said they donated; counted once per match. */
  attemptedAt: Date | null;
  confirmedAt: Date | null;
  /** The donation's day in Nigeria (YYYY-MM-DD) once confirmed. */
  donatedOn: string | null;
  /** The code the donor gives at the blood bank (normalized); null for matches from before codes. */
  donorCode: string | null;
  /** Who confirmed; the hospital once its officer took the donor's code, even after the recipient confirmed. */
  confirmedBy: DonationConfirmedBy | null;
  noShowAt: Date | null;
}

/** What an officer acts as: someone at one hospital, who may act only on that hospital's requests. */
export interface ActingHospital {
  hospitalId: string;
}

export interface BloodRequestState {
  id: string;
  requesterId: string;
  hospital: string;
  bloodGroup: BloodGroup;
  /** The registry's hospital; null for a request made with a free-text hospital (no officer can act on it). */
  hospitalId: string | null;
  /** When an officer of the hospital confirmed the request is genuine (the patient is admitted). */
  genuineConfirmedAt: Date | null;
  neededAt: Date;
  units: number;
  status: RequestStatus;
  /** Matches that still count toward the units (accepted or confirmed; not no-shows). */
  matchedCount: number;
  /** The last search wave run (0 before the first). */
  searchWave: number;
  /** The radius of the last wave; null before the first and for the whole-state wave. */
  searchRadiusKm: number | null;
  /** When the next wave is due; null once the search is over or paused. */
  nextWaveAt: Date | null;
  expiredAt: Date | null;
  matches: MatchState[];
  declinedDonorIds: string[];
}

/** Requests still in play: open to donors, full but not yet received, or turned off by their recipient. */
export const STATUSES_IN_PLAY = ['pending', 'accepted', 'inactive'] as const;

/**
 * Whether a match holds its donor's one open commitment: accepted (not yet confirmed or reported) on a request
 * still open (pending or full but not received). A donor holds at most one; the database keeps it so too.
 */
export const holdsOpenCommitment = (match: Pick<MatchState, 'status'>, requestStatus: RequestStatus): boolean =>
  match.status === 'accepted' && (requestStatus === 'pending' || requestStatus === 'accepted');

export interface NoShowReport {
  /** The match reported on; null when the request has one accepted match, which is then the one meant. */
  matchId: string | null;
  now: Date;
}

/** A recipient's reports against one donor: how many different recipients reported them as not showing up. */
export const NO_SHOW_REPORTERS_TO_SUSPEND = 2;

/**
 * A first no-show report goes to staff (it may be a mistake or a grudge); reports from two different recipients
 * suspend the donor at once.
 */
export const noShowConsequence = (distinctReporters: number): 'suspend' | 'flag_for_staff' =>
  distinctReporters >= NO_SHOW_REPORTERS_TO_SUSPEND ? 'suspend' : 'flag_for_staff';

/** The requester: a request for themselves takes their name, gender and blood group unless the payload gives them. */
export interface Requester {
  id: string;
  firstName: string;
  lastName: string;
  gender: Gender | null;
  bloodGroup: BloodGroup | null;
}

/** Where the blood is needed, as the caller checked it: the registry's hospital, or the payload's free-text one. */
export interface RequestPlace {
  hospital: string;
  /** The registry's hospital; null for a free-text one. */
  hospitalId: string | null;
  stateId: number;
  latitude: number;
  longitude: number;
}

/** What a new request records besides its lifecycle: who the blood is for and where, fixed once it is open. */
export interface OpenedRequestDetails {
  recipient: 'self' | 'others';
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  gender: Gender;
  reasonId: number;
  reasonText: string | null;
  physician: string;
  place: RequestPlace;
  createdAt: Date;
}

export interface OpenedBloodRequest {
  request: BloodRequest;
  details: OpenedRequestDetails;
  events: BloodRequestEvent[];
}

/** The search wave a request is due: which one, how many donors it still wants, and whether its reach ends there. */
export interface WavePlan extends Wave {
  wanted: number;
  last: boolean;
  hospitalVerified: boolean;
}

/** A donor a wave alerted: the row the targeted search keeps of who was alerted, when, in which wave and how far. */
export interface WaveTarget {
  donorId: string;
  wave: number;
  radiusKm: number | null;
  distanceKm: number;
  targetedAt: Date;
}

const copy = (state: BloodRequestState): BloodRequestState => ({
  ...state,
  matches: state.matches.map((match) => ({ ...match })),
  declinedDonorIds: [...state.declinedDonorIds],
});

/**
 * A blood request and its matches: the one place a request is opened and its status, matches, matched count and
 * search waves change (spec section 4). Each transition either refuses with a coded domain error, changing nothing,
 * or changes the state and returns the events it raised, for the caller to record with the state in one transaction.
 */
export class BloodRequest {
  private readonly state: BloodRequestState;
  private planned: WavePlan | null = null;
  private readonly alerted: WaveTarget[] = [];

  constructor(state: BloodRequestState) {
    this.state = copy(state);
  }

  /**
   * A requester opens a request: for themselves, the recipient's name, gender and blood group default to their
   * profile's; a request without a gender or blood group either way is refused. The request starts pending, its
   * search not begun (`planWave` runs its first wave), and raises BloodRequestCreated.
   */
  static open(
    id: string,
    requester: Requester,
    values: NewBloodRequest,
    place: RequestPlace,
    now: Date,
  ): OpenedBloodRequest {
    const self = values.recipient === 'self';
    const gender = values.gender ?? (self ? requester.gender : null);
    const bloodGroup = values.blood_group ?? (self ? requester.bloodGroup : null);
    const missing: Record<string, string> = {};
    if (!gender) missing.gender = BLOOD_REQUEST_MESSAGES.genderEmpty;
    if (!bloodGroup) missing.blood_group = BLOOD_REQUEST_MESSAGES.bloodGroupEmpty;
    if (!gender || !bloodGroup) throw new InvalidInputError(Object.values(missing)[0]!, missing);
    const request = new BloodRequest({
      id,
      requesterId: requester.id,
      hospital: place.hospital,
      hospitalId: place.hospitalId,
      genuineConfirmedAt: null,
      bloodGroup,
      neededAt: values.date,
      units: values.units,
      status: 'pending',
      matchedCount: 0,
      searchWave: 0,
      searchRadiusKm: null,
      nextWaveAt: null,
      expiredAt: null,
      matches: [],
      declinedDonorIds: [],
    });
    const details: OpenedRequestDetails = {
      recipient: values.recipient,
      firstName: self ? requester.firstName : values.first_name!,
      lastName: self ? requester.lastName : values.last_name!,
      phoneNumber: self ? null : values.phone_number,
      gender,
      reasonId: values.reason_id,
      reasonText: values.reason ?? null,
      physician: values.physician,
      place: { ...place },
      createdAt: now,
    };
    const event: BloodRequestEvent = {
      type: 'blood-request.created',
      payload: {
        request_id: id,
        recipient_user_id: requester.id,
        blood_group: bloodGroup,
        units: values.units,
        hospital: place.hospital,
        hospital_id: place.hospitalId,
        state_id: place.stateId,
        latitude: place.latitude,
        longitude: place.longitude,
        needed_at: values.date.toISOString(),
      },
    };
    return { request, details, events: [event] };
  }

  /** The current state (a copy: change it only through the transitions). */
  get snapshot(): BloodRequestState {
    return copy(this.state);
  }

  get id() {
    return this.state.id;
  }

  get requesterId() {
    return this.state.requesterId;
  }

  matchOf(donorId: string): MatchState | undefined {
    const match = this.state.matches.find((candidate) => candidate.donorId === donorId);
    return match && { ...match };
  }

  /** A targeted donor accepts: refused when they already answered, the request is full or closed, or they may not. */
  accept(
    donor: { id: string; ineligibility: IneligibilityReason[] },
    matchId: string,
    donorCode: string | null = null,
  ): BloodRequestEvent[] {
    this.refuseSecondAnswer(donor.id);
    const progress = this.progress();
    if (!isOpenToDonors(progress)) {
      const filled = ['pending', 'accepted', 'Donation Received'].includes(this.state.status);
      throw refusal(filled ? 'request_full' : 'request_not_open');
    }
    if (donor.ineligibility.length) throw refusal(ineligibilityRefusal(donor.ineligibility[0]!));
    this.state.matches.push({
      id: matchId,
      donorId: donor.id,
      status: 'accepted',
      attemptedAt: null,
      confirmedAt: null,
      donatedOn: null,
      donorCode,
      confirmedBy: null,
      noShowAt: null,
    });
    const next = statusAfterMatch(progress);
    this.state.matchedCount += 1;
    const events: BloodRequestEvent[] = [
      {
        type: 'blood-request.donor-matched',
        payload: {
          request_id: this.state.id,
          match_id: matchId,
          donor_id: donor.id,
          recipient_user_id: this.state.requesterId,
          hospital: this.state.hospital,
          needed_at: this.state.neededAt.toISOString(),
          ...(donorCode ? { donor_code: donorCode } : {}),
        },
      },
    ];
    // A full request needs no more donors: its search stops.
    if (next !== this.state.status) events.push(this.moveTo(next, null));
    return events;
  }

  /** A targeted donor declines with a reason (the reason is the caller's to check). */
  decline(donorId: string, reason: { id: number; text: string }): BloodRequestEvent[] {
    this.refuseSecondAnswer(donorId);
    this.state.declinedDonorIds.push(donorId);
    return [
      {
        type: 'blood-request.declined',
        payload: { request_id: this.state.id, donor_id: donorId, reason_id: reason.id, reason: reason.text },
      },
    ];
  }

  /** The donor says they went and donated: an attempted donation, once per match (a repeat changes nothing). */
  confirmAttempt(donorId: string, now: Date): BloodRequestEvent[] {
    const match = this.state.matches.find((candidate) => candidate.donorId === donorId);
    if (!match) throw refusal('not_matched');
    if (match.status === 'no_show') throw refusal('reported_no_show');
    if (match.attemptedAt) return [];
    match.attemptedAt = now;
    return [
      {
        type: 'blood-request.donation-attempted',
        payload: { request_id: this.state.id, match_id: match.id, donor_id: donorId },
      },
    ];
  }

  /**
   * The recipient confirms a matched donor gave blood on `today` (Nigerian date); a full request whose matches are
   * all confirmed becomes "Donation Received". A donation the hospital already recorded is an idempotent success.
   */
  confirm(requesterId: string, matchId: string, now: Date, today: string): BloodRequestEvent[] {
    const match = this.state.matches.find((candidate) => candidate.id === matchId);
    if (!match || requesterId !== this.state.requesterId) throw refusal('not_your_match');
    if (match.status === 'confirmed' && match.confirmedBy === 'hospital') return [];
    if (match.status === 'confirmed') throw refusal('already_confirmed');
    return this.confirmDonation(match, 'recipient', now, today);
  }

  /**
   * An officer of the request's hospital records the donation of the match whose code the donor gave. The same
   * confirmation as the recipient's; when the recipient confirmed first it is already recorded (no second donation)
   * and only notes that the hospital saw the donor (DonationRecordedAtHospital, which tells the donor their blood
   * reached it). A code is good for one donation: a second use is refused.
   */
  recordDonationAtHospital(
    at: ActingHospital,
    matchId: string,
    now: Date,
    today: string,
  ): { alreadyRecorded: boolean; events: BloodRequestEvent[] } {
    const match = this.state.matches.find((candidate) => candidate.id === matchId);
    if (!match || !this.isAt(at) || match.confirmedBy === 'hospital') throw refusal('donor_code_unknown');
    if (match.status === 'no_show') throw refusal('donor_no_show');
    if (match.status === 'confirmed') {
      match.confirmedBy = 'hospital';
      // The donation counted already; only now may the donor hear that their blood reached the hospital.
      const event: BloodRequestEvent = {
        type: 'blood-request.donation-recorded-at-hospital',
        payload: {
          request_id: this.state.id,
          match_id: match.id,
          donor_id: match.donorId,
          hospital: this.state.hospital,
        },
      };
      return { alreadyRecorded: true, events: [event] };
    }
    return { alreadyRecorded: false, events: this.confirmDonation(match, 'hospital', now, today) };
  }

  /**
   * An officer confirms the request is genuine (the patient is admitted) and may correct the units needed: never
   * below the donors already counted, and the request fills or reopens to match. A repeat keeps the first time.
   */
  confirmGenuine(at: ActingHospital, units: number | null, now: Date): BloodRequestEvent[] {
    this.refuseOtherHospital(at);
    if (!(STATUSES_IN_PLAY as readonly RequestStatus[]).includes(this.state.status)) throw refusal('request_not_open');
    if (units !== null && units < this.state.matchedCount) throw refusal('units_below_matches', 'units');
    this.state.genuineConfirmedAt ??= now;
    if (units === null || units === this.state.units) return [];
    this.state.units = units;
    const { status, matchedCount } = this.state;
    if (status === 'inactive') return [];
    if (matchedCount >= units) {
      // Full now: received already when every donor counted has given.
      const confirmed = this.state.matches.filter((match) => match.status === 'confirmed').length;
      const next = statusAfterConfirmation({ ...this.progress(), confirmed }) ?? 'accepted';
      return next === status ? [] : [this.moveTo(next, null)];
    }
    if (status === 'accepted') return [this.moveTo('pending', this.state.searchWave < WAVE_COUNT ? now : null)];
    return [];
  }

  /**
   * An officer reports that a matched donor did not come, by the recipient's rule (only after the request's date and
   * time, only an accepted match; one the recipient already reported is an idempotent success).
   */
  reportNoShowAtHospital(at: ActingHospital, matchId: string, now: Date) {
    this.refuseOtherHospital(at);
    if (!this.state.matches.some((candidate) => candidate.id === matchId)) throw refusal('not_your_match');
    return this.reportNoShow({ matchId, now });
  }

  /**
   * An officer closes a request no longer needed: its search stops, nobody more may accept, and donors who accepted
   * and did not donate are free again. Donations already recorded stay. Closing a closed request changes nothing.
   */
  closeAtHospital(at: ActingHospital): BloodRequestEvent[] {
    this.refuseOtherHospital(at);
    if (this.state.status === 'closed') return [];
    if (!(STATUSES_IN_PLAY as readonly RequestStatus[]).includes(this.state.status)) throw refusal('request_not_open');
    // The matches stay (the hospital's record of who came); donors still expected are told they need not come.
    const told = this.state.matches
      .filter((match) => match.status === 'accepted')
      .map((match): BloodRequestEvent => ({
        type: 'blood-request.match-released',
        payload: {
          ...this.matchOnRequest(match),
          released_by: 'hospital',
          reason: 'request_closed',
        },
      }));
    return [...told, this.moveTo('closed', null)];
  }

  private confirmDonation(match: MatchState, by: DonationConfirmedBy, now: Date, today: string): BloodRequestEvent[] {
    if (match.status === 'no_show') throw refusal('donor_no_show');
    match.status = 'confirmed';
    match.confirmedAt = now;
    match.donatedOn = today;
    match.confirmedBy = by;
    const events: BloodRequestEvent[] = [
      {
        type: 'blood-request.donation-confirmed',
        payload: {
          request_id: this.state.id,
          match_id: match.id,
          donor_id: match.donorId,
          recipient_user_id: this.state.requesterId,
          donated_on: today,
          ...(by === 'hospital' ? { confirmed_by: by, hospital: this.state.hospital } : {}),
        },
      },
    ];
    const confirmed = this.state.matches.filter((candidate) => candidate.status === 'confirmed').length;
    const next = statusAfterConfirmation({ ...this.progress(), confirmed });
    if (next && next !== this.state.status) events.push(this.moveTo(next, null));
    return events;
  }

  private isAt(at: ActingHospital): boolean {
    return this.state.hospitalId !== null && this.state.hospitalId === at.hospitalId;
  }

  /** Another hospital's request is, to an officer, one that does not exist. */
  private refuseOtherHospital(at: ActingHospital) {
    if (!this.isAt(at)) throw refusal('request_not_found');
  }

  /** The recipient's on/off switch, only while nobody matched and the blood was not received; a repeat is a no-op. */
  toggle(requesterId: string, to: ToggleStatus, now: Date): BloodRequestEvent[] {
    if (requesterId !== this.state.requesterId) throw refusal('request_not_found');
    if (this.state.status === to) return [];
    if (!canToggleRequest(this.progress())) {
      if (this.state.matchedCount > 0) throw refusal('request_has_matches');
      throw refusal(this.state.status === 'expired' ? 'request_expired' : 'request_completed');
    }
    // Turning a request back on resumes its search where it stopped.
    const resume = to === 'pending' && this.state.searchWave < WAVE_COUNT ? now : this.state.nextWaveAt;
    return [this.moveTo(to, resume)];
  }

  /**
   * The recipient reports that a matched donor did not come: only once the request's date and time have passed,
   * and only for a match not confirmed. The donor's place is free again: a full request reopens and its search
   * resumes. What happens to the donor is `Donor.reportedNoShow`'s to say, once per match: a second report of the
   * same no-show (the hospital's after the recipient's, or the reverse) is an idempotent success.
   */
  reportNoShow({ matchId, now }: NoShowReport): {
    match: MatchState;
    /** Reported before (by the recipient or the hospital): nothing changes, and the donor's count neither. */
    alreadyReported: boolean;
    events: BloodRequestEvent[];
  } {
    if (now.getTime() <= this.state.neededAt.getTime()) throw refusal('no_show_too_early');
    const accepted = this.state.matches.filter((candidate) => candidate.status === 'accepted');
    let match: MatchState | undefined;
    if (matchId) match = this.state.matches.find((candidate) => candidate.id === matchId);
    else if (accepted.length === 1) match = accepted[0];
    else throw refusal('no_show_donor_unknown', 'match_id');
    if (match?.status === 'no_show') return { match: { ...match }, alreadyReported: true, events: [] };
    if (!match || match.status !== 'accepted') throw refusal('no_show_not_allowed');
    match.status = 'no_show';
    match.noShowAt = now;
    this.state.matchedCount = Math.max(0, this.state.matchedCount - 1);
    const events: BloodRequestEvent[] = [];
    if (this.state.status === 'accepted') {
      events.push(this.moveTo('pending', this.state.searchWave < WAVE_COUNT ? now : null));
    }
    return { match: { ...match }, alreadyReported: false, events };
  }

  /**
   * The requester deleted their account: every donor who accepted and has not donated is released (and told, by
   * the events), the search stops and a request still open is turned off. Nothing changes on a closed request.
   */
  closeForDeletedRequester(): BloodRequestEvent[] {
    if (!(STATUSES_IN_PLAY as readonly RequestStatus[]).includes(this.state.status)) return [];
    const events = this.state.matches
      .filter((match) => match.status === 'accepted')
      .map((match) => this.release(match, 'recipient'));
    if (this.state.status === 'inactive') this.state.nextWaveAt = null;
    else events.push(this.moveTo('inactive', null));
    return events;
  }

  /**
   * A donor who accepted and has not donated deleted their account: their place is free again, so a full request
   * reopens and its search resumes (as after a no-show), and the recipient is told. Nothing changes when the donor
   * holds no open place on this request.
   */
  releaseDeletedDonor(donorId: string, now: Date): BloodRequestEvent[] {
    const match = this.state.matches.find((candidate) => candidate.donorId === donorId);
    if (!match || !holdsOpenCommitment(match, this.state.status)) return [];
    const events = [this.release(match, 'donor')];
    if (this.state.status === 'accepted') {
      events.push(this.moveTo('pending', this.state.searchWave < WAVE_COUNT ? now : null));
    }
    return events;
  }

  /** Open or turned-off requests whose date passed by `expiryHours` expire; anything else is left as it is. */
  expire(now: Date, expiryHours: number): BloodRequestEvent[] {
    const { status, neededAt } = this.state;
    if ((status !== 'pending' && status !== 'inactive') || !isExpired(neededAt, expiryHours, now)) return [];
    this.state.expiredAt = now;
    return [this.moveTo('expired', null)];
  }

  /**
   * Whether the next, wider search wave should run now: only for a request still open to donors with a wave left.
   * Otherwise the search is over. (`planWave` adds the hospital's reach; `recordWave` schedules the one after.)
   */
  widen(): Wave | null {
    const wave = waveAt(this.state.searchWave + 1);
    if (!wave || !isOpenToDonors(this.progress())) {
      this.state.nextWaveAt = null;
      return null;
    }
    return wave;
  }

  /**
   * The search wave due now, given how many donors the request alerted so far, or null when the search is over
   * (which ends it): the request must still be open to donors with a wave left, and reach follows trust
   * (`hospitalReach`): at a hospital nobody verified the search stops after the first wave and a few donors.
   * `recordWave` then records who the wave alerted.
   */
  planWave(hospitalVerified: boolean, alreadyTargeted: number): WavePlan | null {
    const wave = this.widen();
    const reach = hospitalReach(hospitalVerified);
    const lastWave = Math.min(WAVE_COUNT, reach.waves ?? WAVE_COUNT);
    if (!wave || wave.wave > lastWave) {
      this.state.nextWaveAt = null;
      this.planned = null;
      return null;
    }
    const enough = Math.min(targetsWanted(this.state.units), reach.maxTargets ?? Number.POSITIVE_INFINITY);
    this.planned = {
      ...wave,
      wanted: Math.max(0, enough - alreadyTargeted),
      last: wave.wave >= lastWave,
      hospitalVerified,
    };
    return { ...this.planned };
  }

  /**
   * Records the planned wave: the donors it alerted (at most the wave's `wanted`), the wave and its radius, and when
   * the next is due, or no next once enough donors were alerted or the reach is exhausted. Raises DonorsTargeted
   * when it alerted anyone.
   */
  recordWave(
    donors: Array<{ id: string; distanceKm: number }>,
    now: Date,
    intervalSeconds: number,
  ): BloodRequestEvent[] {
    const plan = this.planned;
    if (!plan) throw new Error('recordWave needs a wave planned by planWave');
    this.planned = null;
    const alerted = donors.slice(0, plan.wanted);
    this.alerted.push(
      ...alerted.map((donor) => ({
        donorId: donor.id,
        wave: plan.wave,
        radiusKm: plan.radiusKm,
        distanceKm: donor.distanceKm,
        targetedAt: now,
      })),
    );
    this.state.searchWave = plan.wave;
    this.state.searchRadiusKm = plan.radiusKm;
    const done = alerted.length >= plan.wanted || plan.last;
    this.state.nextWaveAt = done ? null : new Date(now.getTime() + intervalSeconds * 1000);
    if (!alerted.length) return [];
    return [
      {
        type: 'blood-request.donors-targeted',
        payload: {
          request_id: this.state.id,
          donor_ids: alerted.map((donor) => donor.id),
          radius_km: plan.radiusKm,
          wave: plan.wave,
          blood_group: this.state.bloodGroup,
          hospital: this.state.hospital,
          hospital_verified: plan.hospitalVerified,
        },
      },
    ];
  }

  /** The donors the waves recorded since the request was loaded alerted, for the repository to write. */
  get newTargets(): WaveTarget[] {
    return this.alerted.map((target) => ({ ...target }));
  }

  /**
   * Once the request's hospital is verified, a search that stopped at the first wave goes on widening: its next
   * wave is due now. A request that has every donor it needs, or whose search is running or exhausted, stays as it is.
   * Returns whether the search resumed.
   */
  resumeSearch(now: Date): boolean {
    if (!isOpenToDonors(this.progress()) || this.state.nextWaveAt !== null || this.state.searchWave >= WAVE_COUNT) {
      return false;
    }
    this.state.nextWaveAt = now;
    return true;
  }

  /** Removes an accepted match: it no longer counts toward the units, and its donor is free. */
  private release(match: MatchState, releasedBy: 'donor' | 'recipient'): BloodRequestEvent {
    this.state.matches = this.state.matches.filter((candidate) => candidate.id !== match.id);
    this.state.matchedCount = Math.max(0, this.state.matchedCount - 1);
    return {
      type: 'blood-request.match-released',
      payload: { ...this.matchOnRequest(match), released_by: releasedBy, reason: 'account_deleted' },
    };
  }

  private matchOnRequest(match: MatchState) {
    return {
      request_id: this.state.id,
      match_id: match.id,
      donor_id: match.donorId,
      recipient_user_id: this.state.requesterId,
      hospital: this.state.hospital,
    };
  }

  private refuseSecondAnswer(donorId: string) {
    if (this.state.matches.some((match) => match.donorId === donorId)) throw refusal('already_accepted');
    if (this.state.declinedDonorIds.includes(donorId)) throw refusal('already_declined');
  }

  private progress() {
    return { status: this.state.status, units: this.state.units, matched: this.state.matchedCount };
  }

  private moveTo(to: RequestStatus, nextWaveAt: Date | null): BloodRequestEvent {
    const from = this.state.status;
    this.state.status = to;
    this.state.nextWaveAt = nextWaveAt;
    return {
      type: 'blood-request.status-changed',
      payload: { request_id: this.state.id, recipient_user_id: this.state.requesterId, from, to },
    };
  }
}
