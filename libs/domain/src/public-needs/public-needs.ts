import { BLOOD_GROUPS, type BloodGroup } from '../blood/blood-group.js';

/** A state's address on the public board: its name lower-cased, words joined by dashes ("akwa-ibom"). */
export const stateSlug = (stateName: string): string =>
  stateName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface GroupNeed {
  blood_group: BloodGroup;
  units: number;
}

/** The groups needed, in the usual order of blood groups, leaving out any with nothing needed. */
export const orderedNeeds = (units: Partial<Record<BloodGroup, number>>): GroupNeed[] =>
  BLOOD_GROUPS.filter((group) => (units[group] ?? 0) > 0).map((group) => ({
    blood_group: group,
    units: units[group]!,
  }));

/**
 * One line a link preview can show: each group needed with its units ("O+ 3 units, A- 1 unit"), or that nothing
 * is needed. The figures are the board's own; nothing is rounded up or filled in.
 */
export const needsSummary = (stateName: string, needs: readonly GroupNeed[]): string =>
  needs.length === 0
    ? `No blood is needed in ${stateName} right now. Donors can still give at a verified blood bank.`
    : `Blood needed in ${stateName}: ${needs
        .map(({ blood_group, units }) => `${blood_group} ${units} ${units === 1 ? 'unit' : 'units'}`)
        .join(', ')}.`;
