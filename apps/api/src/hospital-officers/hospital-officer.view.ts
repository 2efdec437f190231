import { z } from 'zod';
import { HOSPITAL_OFFICER_ROLES } from '@app/domain';

export const signedInOfficerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(HOSPITAL_OFFICER_ROLES),
  hospital: z.object({ id: z.string(), name: z.string(), state: z.string().describe("the hospital's state") }),
});

export const signedInOfficer = (officer: {
  id: string;
  email: string;
  name: string;
  role: (typeof HOSPITAL_OFFICER_ROLES)[number];
  hospital: { id: string; name: string; state: { name: string } };
}): z.output<typeof signedInOfficerSchema> => ({
  id: officer.id,
  email: officer.email,
  name: officer.name,
  role: officer.role,
  hospital: { id: officer.hospital.id, name: officer.hospital.name, state: officer.hospital.state.name },
});
