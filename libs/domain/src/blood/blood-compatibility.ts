import { BLOOD_GROUPS, type BloodGroup } from './blood-group.js';

/**
 * Red-cell compatibility: a donor's cells carry their ABO antigens and, when Rh positive, the D antigen;
 * a recipient may receive only cells whose antigens they carry themselves.
 */
const antigens = (group: BloodGroup): Set<string> => {
  const abo = group.slice(0, -1);
  const set = new Set<string>(abo === 'O' ? [] : abo.split(''));
  if (group.endsWith('+')) set.add('D');
  return set;
};

export const canDonateTo = (donor: BloodGroup, recipient: BloodGroup): boolean => {
  const recipientAntigens = antigens(recipient);
  return [...antigens(donor)].every((antigen) => recipientAntigens.has(antigen));
};

export const recipientsOf = (donor: BloodGroup): BloodGroup[] =>
  BLOOD_GROUPS.filter((recipient) => canDonateTo(donor, recipient));

export const donorsFor = (recipient: BloodGroup): BloodGroup[] =>
  BLOOD_GROUPS.filter((donor) => canDonateTo(donor, recipient));

/**
 * The order in which a search asks donor groups: the recipient's own group first, then the other
 * compatible groups, with O- last because it is the scarcest and the only group every patient can take.
 */
export const donorSearchOrder = (recipient: BloodGroup): BloodGroup[] => {
  const others = donorsFor(recipient).filter((group) => group !== recipient && group !== 'O-');
  return [recipient, ...others, ...(recipient !== 'O-' ? (['O-'] as BloodGroup[]) : [])];
};

export interface BloodTypeRecord {
  type: BloodGroup;
  donateTo: BloodGroup[];
  receiveFrom: BloodGroup[];
}

/** The blood match chart's rows, as the public /chart page shows them. */
export const bloodMatchChart = (): BloodTypeRecord[] =>
  BLOOD_GROUPS.map((type) => ({ type, donateTo: recipientsOf(type), receiveFrom: donorsFor(type) }));
