import { eligibilityCutoffs, type IneligibilityReason } from '@app/domain';

/** The rest cut-off of the donor's gender (the domain rests everyone but women 3 months). */
const restedCutoff = `case when u.gender = 'Female' then :restedFemale::date else :restedMale::date end`;

/**
 * What lets a donor (`u`, an app_user row) past each reason of the domain's `donorIneligibility` but `own_request`,
 * one SQL condition per reason: the request search and the appeal fan-out both build on it, and each has a parity
 * test holding it to the domain rule. Dates arrive as cut-offs the domain computed (eligibilityParameters).
 */
export const DONOR_ELIGIBILITY_SQL: Record<Exclude<IneligibilityReason, 'own_request'>, string> = {
  not_verified: `u.status = 'active'`,
  not_onboarded: `u.onboarded and u.gender is not null and u.dob is not null`,
  too_young: `u.dob <= :bornOnOrBefore::date`,
  too_old: `u.dob > :bornAfter::date`,
  donated_recently: `(u.last_donation_date is null or u.last_donation_date <= ${restedCutoff})
     and not exists (select 1 from donation_match c where c.donor_id = u.id and c.status = 'confirmed'
                      and c.donated_on > ${restedCutoff})`,
  suspended: `(u.suspended_until is null or u.suspended_until <= :now)`,
  paused: `(u.paused_until is null or u.paused_until <= :now)`,
  committed_elsewhere: `not exists (select 1 from donation_match m where m.donor_id = u.id and m.holds_commitment)`,
};

/** The named parameters DONOR_ELIGIBILITY_SQL takes, at `now`. */
export const eligibilityParameters = (now: Date) => {
  const cutoffs = eligibilityCutoffs(now);
  return {
    bornOnOrBefore: cutoffs.bornOnOrBefore,
    bornAfter: cutoffs.bornAfter,
    restedFemale: cutoffs.restedIfDonatedOnOrBefore.Female,
    restedMale: cutoffs.restedIfDonatedOnOrBefore.Male,
    now,
  };
};

/** Named parameters (`:name`) to positional `?` for the connection's execute. */
export const bindNamed = (sql: string, params: Record<string, unknown>): [string, unknown[]] => {
  const values: unknown[] = [];
  const text = sql.replace(/(?<!:):([a-zA-Z]+)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`unbound parameter ${name}`);
    values.push(params[name]);
    return '?';
  });
  return [text, values];
};
