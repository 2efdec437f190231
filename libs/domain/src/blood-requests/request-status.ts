/**
 * A blood request's life: `pending` while it is open to donors, `accepted` once its matches reach its units,
 * `Donation Received` when every matched donor of a full request is confirmed, `inactive` while the recipient has
 * turned it off, `expired` when its date passed by the configured time without being served, `closed` when an
 * officer of its hospital closed it as no longer needed.
 */
export const REQUEST_STATUSES = ['pending', 'accepted', 'inactive', 'Donation Received', 'expired', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const MAX_UNITS_PER_REQUEST = 4;

/** The statuses a recipient may set by hand (the on/off toggle). */
export const TOGGLE_STATUSES = ['pending', 'inactive'] as const;
export type ToggleStatus = (typeof TOGGLE_STATUSES)[number];

export const REQUEST_CHIP_LABELS = {
  accepted: 'Donation accepted',
  pendingMatched: (matched: number, units: number) => `Request Pending (${matched} / ${units})`,
  pending: 'Request Pending',
  received: 'Donation Received',
  closed: 'Closed by the hospital',
} as const;

export interface RequestProgress {
  status: RequestStatus | string;
  units: number;
  /** Donors who accepted and still count toward the units. */
  matched: number;
}

/** Which chip a request shows, apart from its wording (the web app words it in the user's language). */
export type RequestChip =
  | { kind: 'accepted' }
  | { kind: 'received' }
  | { kind: 'closed' }
  | { kind: 'pendingMatched'; matched: number; units: number }
  | { kind: 'pending' }
  | { kind: 'raw'; text: string };

/** Spec section 4: "match" is pending with at least one donor matched; an unknown status shows as its raw text. */
export const requestChip = ({ status, units, matched }: RequestProgress): RequestChip => {
  if (status === 'accepted') return { kind: 'accepted' };
  if (status === 'Donation Received') return { kind: 'received' };
  if (status === 'closed') return { kind: 'closed' };
  if (status === 'pending') return matched > 0 ? { kind: 'pendingMatched', matched, units } : { kind: 'pending' };
  return { kind: 'raw', text: status };
};

/** The chip the recipient's list shows, in the spec's English. */
export const requestChipLabel = (progress: RequestProgress): string => {
  const chip = requestChip(progress);
  switch (chip.kind) {
    case 'accepted':
      return REQUEST_CHIP_LABELS.accepted;
    case 'received':
      return REQUEST_CHIP_LABELS.received;
    case 'closed':
      return REQUEST_CHIP_LABELS.closed;
    case 'pendingMatched':
      return REQUEST_CHIP_LABELS.pendingMatched(chip.matched, chip.units);
    case 'pending':
      return REQUEST_CHIP_LABELS.pending;
    default:
      return chip.text;
  }
};

/** Donors may still accept: pending and not yet full. */
export const isOpenToDonors = ({ status, units, matched }: RequestProgress): boolean =>
  status === 'pending' && matched < units;

/** The on/off toggle exists only while nobody has matched and the blood was not received (spec section 4). */
export const canToggleRequest = ({ status, matched }: RequestProgress): boolean =>
  matched === 0 && (status === 'pending' || status === 'inactive');

/** The status after one more donor accepted. */
export const statusAfterMatch = (progress: RequestProgress): RequestStatus =>
  progress.matched + 1 >= progress.units ? 'accepted' : 'pending';

/** The status once the recipient confirmed donations: received when the request is full and all are confirmed. */
export const statusAfterConfirmation = (progress: RequestProgress & { confirmed: number }): RequestStatus | null =>
  progress.matched >= progress.units && progress.confirmed >= progress.matched ? 'Donation Received' : null;

/** Whether a request's date has passed by the grace period, so it stops being offered and the recipient is told. */
export const isExpired = (neededAt: Date, expiryHours: number, now: Date = new Date()): boolean =>
  neededAt.getTime() + expiryHours * 3_600_000 < now.getTime();
