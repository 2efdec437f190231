/**
 * The staff workflows, shared by the admin API (which enforces them) and the console (which offers only the
 * moves allowed). Each maps a status to the statuses it may move to; a status missing from its own list is final.
 */
export const MODERATION_STATUSES = ['open', 'investigating', 'resolved', 'dismissed'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** Abuse reports and flagged feedback: open → investigating → resolved or dismissed. */
export const MODERATION_MOVES: Record<ModerationStatus, readonly ModerationStatus[]> = {
  open: ['investigating', 'resolved', 'dismissed'],
  investigating: ['resolved', 'dismissed'],
  resolved: [],
  dismissed: [],
};

export const PARTNERSHIP_STATUSES = ['new', 'contacted', 'agreed', 'declined'] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

/** Partnership messages: new → contacted → agreed or declined. */
export const PARTNERSHIP_MOVES: Record<PartnershipStatus, readonly PartnershipStatus[]> = {
  new: ['contacted', 'agreed', 'declined'],
  contacted: ['agreed', 'declined'],
  agreed: [],
  declined: [],
};

export const ADVOCATE_APPLICATION_STATUSES = ['new', 'shortlisted', 'accepted', 'rejected'] as const;
export type AdvocateApplicationStatus = (typeof ADVOCATE_APPLICATION_STATUSES)[number];
export const ADVOCATE_DECISIONS = ['shortlisted', 'accepted', 'rejected'] as const;
export type AdvocateDecision = (typeof ADVOCATE_DECISIONS)[number];

/** Advocate applications: new → shortlisted → accepted or rejected; a new one may be decided at once. */
export const ADVOCATE_APPLICATION_MOVES: Record<AdvocateApplicationStatus, readonly AdvocateApplicationStatus[]> = {
  new: ['shortlisted', 'accepted', 'rejected'],
  shortlisted: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

export const TESTIMONIAL_DECISIONS = ['approved', 'rejected'] as const;

/** Whether a record may go from one status to another; staying put (to change a note) is always allowed. */
export const canMove = <S extends string>(moves: Record<S, readonly S[]>, from: S, to: S): boolean =>
  from === to || moves[from].includes(to);

export const STAFF_ROLES = ['admin', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The longest suspension staff may set by hand. */
export const MAX_STAFF_SUSPENSION_DAYS = 366;
