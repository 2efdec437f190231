/** What an officer does at their hospital; both can act for it on the platform alike. */
export const HOSPITAL_OFFICER_ROLES = ['blood_bank_officer', 'nurse_in_charge'] as const;
export type HospitalOfficerRole = (typeof HOSPITAL_OFFICER_ROLES)[number];
