import type { BloodGroup } from '../blood/blood-group.js';
import type { AccountRole } from '../forms/auth.forms.js';
import type { Gender } from '../people/gender.js';
import { noShowConsequence } from '../blood-requests/blood-request.js';
import { suspensionEnd } from '../blood-requests/donor-search.js';
import { declaredLastDonation } from './donor-eligibility.js';
import { donorRefusal } from './donor.errors.js';

/** What the donor rules own of a person's account: who they are for the blood, and when they may be alerted. */
export interface DonorState {
  id: string;
  role: AccountRole;
  onboarded: boolean;
  gender: Gender | null;
  /** YYYY-MM-DD. */
  dob: string | null;
  bloodGroup: BloodGroup | null;
  genotype: string | null;
  /** When the blood group was corrected after onboarding (it may be, once). */
  bloodGroupChangedAt: Date | null;
  genotypeChangedAt: Date | null;
  /** The last donation as declared (YYYY-MM-DD), never before a confirmed one. */
  lastDonationDate: string | null;
  suspendedUntil: Date | null;
  pausedUntil: Date | null;
}

/** The events a donor raises, shaped as the integration events of the same type in libs/contracts. */
export type DonorEvent =
  | { type: 'donor.suspended'; payload: { donor_id: string; until: string; reason: string } }
  | { type: 'donor.suspension-lifted'; payload: { donor_id: string; reason: string } };

export type DonorEventType = DonorEvent['type'];

/** The person's details every onboarding asks for; a donor's also gives their date of birth. */
export interface OnboardingDetails {
  gender: Gender;
  bloodGroup: BloodGroup;
  genotype: string | null;
}

/** The profile's personal details; a genotype left out stays as it is. */
export interface PersonalDetails {
  gender: Gender;
  dob: string;
  bloodGroup: BloodGroup;
  genotype?: string;
}

const copy = (state: DonorState): DonorState => ({ ...state });

/**
 * A person as a donor: the one place their account type, blood details, declared last donation, suspension and
 * pause change. Each change either refuses with a coded domain error, changing nothing, or changes the state (and
 * returns the events it raised, for the caller to record with the state in one transaction).
 */
export class Donor {
  private readonly state: DonorState;

  constructor(state: DonorState) {
    this.state = copy(state);
  }

  /** The current state (a copy: change it only through the methods). */
  get snapshot(): DonorState {
    return copy(this.state);
  }

  /** Anyone signed in may switch between donor and recipient at any time. */
  switchRole(role: AccountRole): void {
    this.state.role = role;
  }

  /** A donor's onboarding, once: blood details and date of birth (the last donation is `declareLastDonation`'s). */
  onboard(details: OnboardingDetails & { dob: string }): void {
    this.refuseSecondOnboarding();
    Object.assign(this.state, { ...details, onboarded: true });
  }

  /** A recipient's onboarding, once: their blood details only. */
  onboardAsRecipient(details: OnboardingDetails): void {
    this.refuseSecondOnboarding();
    Object.assign(this.state, { ...details, onboarded: true });
  }

  /**
   * The profile's personal details after onboarding. Blood group and genotype are locked once set: each may be
   * corrected once (a mistake at sign-up), and setting a genotype that was never given is free.
   */
  correctPersonalDetails(details: PersonalDetails, now: Date): void {
    const bloodGroup = this.changedOnce('bloodGroup', details.bloodGroup, 'blood_group_changed_once');
    const genotype =
      details.genotype === undefined ? null : this.changedOnce('genotype', details.genotype, 'genotype_changed_once');
    if (bloodGroup) Object.assign(this.state, bloodGroup(now));
    if (genotype) Object.assign(this.state, genotype(now));
    this.state.gender = details.gender;
    this.state.dob = details.dob;
  }

  /**
   * The last donation the person declares (YYYY-MM-DD, or none): never before their latest donation a recipient
   * confirmed (`lastConfirmed`), which would cut the rest period short; the later of the two is kept.
   */
  declareLastDonation(declared: string | null, lastConfirmed: string | null): void {
    const decided = declaredLastDonation(declared, lastConfirmed);
    if ('refused' in decided) throw donorRefusal('last_donation_before_confirmed', { date: lastConfirmed ?? '' });
    this.state.lastDonationDate = decided.store;
  }

  /** "I am unavailable": no alerts and no new requests until the date (exclusive); null resumes at once. */
  pauseUntil(until: Date | null): void {
    this.state.pausedUntil = until;
  }

  /** No request reaches a suspended donor until `until` (after no-shows, or by staff); raises DonorSuspended. */
  suspend(until: Date, reason: string): DonorEvent[] {
    this.state.suspendedUntil = until;
    return [{ type: 'donor.suspended', payload: { donor_id: this.state.id, until: until.toISOString(), reason } }];
  }

  /**
   * A no-show was newly reported against this donor (by the recipient or by the hospital's officer, whoever was
   * first), and `distinctReporters` recipients' requests now hold one: reports on two different recipients' requests
   * suspend the donor at once; a first goes to staff (it may be a mistake or a grudge).
   */
  reportedNoShow(
    distinctReporters: number,
    now: Date,
  ): { consequence: 'suspend' | 'flag_for_staff'; events: DonorEvent[] } {
    const consequence = noShowConsequence(distinctReporters);
    if (consequence !== 'suspend') return { consequence, events: [] };
    return {
      consequence,
      events: this.suspend(
        suspensionEnd(now),
        'Reported by two recipients as not showing up after accepting their requests',
      ),
    };
  }

  /** Staff end a suspension before its date; a suspension already over has nothing to lift. */
  liftSuspension(reason: string, now: Date): DonorEvent[] {
    if (!this.isSuspended(now)) throw donorRefusal('not_suspended');
    this.state.suspendedUntil = null;
    return [{ type: 'donor.suspension-lifted', payload: { donor_id: this.state.id, reason } }];
  }

  /**
   * Clears a suspension or a pause whose end has come, so the profile shows the donor as available again (the
   * search already treats an ended one as over). Returns what it cleared.
   */
  clearEndedRestrictions(now: Date): { suspension: boolean; pause: boolean } {
    const ended = (until: Date | null) => until !== null && until.getTime() <= now.getTime();
    const suspension = ended(this.state.suspendedUntil);
    const pause = ended(this.state.pausedUntil);
    if (suspension) this.state.suspendedUntil = null;
    if (pause) this.state.pausedUntil = null;
    return { suspension, pause };
  }

  isSuspended(now: Date): boolean {
    return this.state.suspendedUntil !== null && this.state.suspendedUntil.getTime() > now.getTime();
  }

  private refuseSecondOnboarding() {
    if (this.state.onboarded) throw donorRefusal('already_onboarded');
  }

  /** The change of a locked field, checked before anything changes; null when there is nothing to change. */
  private changedOnce(
    field: 'bloodGroup' | 'genotype',
    next: string,
    refusal: 'blood_group_changed_once' | 'genotype_changed_once',
  ): ((now: Date) => Partial<DonorState>) | null {
    const current = this.state[field];
    if (current === next) return null;
    if (current === null) return () => ({ [field]: next });
    const changedAt = field === 'bloodGroup' ? 'bloodGroupChangedAt' : 'genotypeChangedAt';
    if (this.state[changedAt]) throw donorRefusal(refusal);
    return (now) => ({ [field]: next, [changedAt]: now });
  }
}
