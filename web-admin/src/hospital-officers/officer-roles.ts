import { HOSPITAL_OFFICER_ROLES } from '@app/domain';

export const OFFICER_ROLE_CHOICES = HOSPITAL_OFFICER_ROLES.map((role) => ({
  id: role,
  name: role === 'blood_bank_officer' ? 'Blood-bank officer' : 'Nurse in charge',
}));
