import { BLOOD_GROUPS } from '@app/domain';
import { choicesOf } from '../components/choices';

export const APPEAL_STATUS_CHOICES = choicesOf(['running', 'filled', 'stopped', 'ended']);
export const BLOOD_GROUP_CHOICES = BLOOD_GROUPS.map((group) => ({ id: group, name: group }));
export const AREA_KIND_CHOICES = [
  { id: 'state', name: 'The whole state' },
  { id: 'lgas', name: 'Some LGAs of the state' },
  { id: 'radius', name: 'A radius around the hospital' },
];
export const GROUPS_BY_CHOICES = [
  { id: 'compatible', name: 'Every group that can give to a patient group' },
  { id: 'groups', name: 'These donor groups' },
];
