import { errorTable } from '../errors/error-table.js';

/** Every refusal of a hospital's rules by its stable code (what clients branch on), kind and message key. */
export const HOSPITAL_REFUSALS = errorTable({
  hospital_suspended: { kind: 'forbidden', key: 'validation:hospitals.hospitalSuspended' },
  hospital_not_verified: { kind: 'forbidden', key: 'validation:hospitals.hospitalNotVerified' },
  facility_code_taken: { kind: 'conflict', key: 'validation:hospitals.facilityCodeTaken' },
});

/** The registry import's key is unique: a second hospital cannot take a code another already has. */
export const facilityCodeTaken = () => HOSPITAL_REFUSALS.error('facility_code_taken', { field: 'facility_code' });
