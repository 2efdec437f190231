import { z } from 'zod';
import { hospitalSchema } from '../../hospital.view.js';

/** What anyone may see of a verified hospital, to walk in and give blood: the place, never who proposed or verified it. */
export const publicHospitalSchema = hospitalSchema
  .pick({
    id: true,
    name: true,
    kind: true,
    address: true,
    town: true,
    lga: true,
    state: true,
    latitude: true,
    longitude: true,
    has_blood_bank: true,
  })
  .extend({ phone: z.string().nullable() });
export type PublicHospitalView = z.infer<typeof publicHospitalSchema>;

export const verifiedHospitalsSchema = z.object({
  state: z.object({ id: z.number(), name: z.string() }),
  hospitals: z.array(publicHospitalSchema),
});
export type VerifiedHospitals = z.infer<typeof verifiedHospitalsSchema>;
