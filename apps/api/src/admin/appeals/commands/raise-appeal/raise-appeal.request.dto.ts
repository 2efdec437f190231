import { z } from 'zod';
import { raiseAppealForm, uuidIdField } from '@app/domain';

/** Staff name the hospital; an officer raises for their own. */
export const staffRaiseAppealRequest = raiseAppealForm.and(z.object({ hospital_id: uuidIdField('Choose a hospital') }));
export type StaffRaiseAppealRequest = z.output<typeof staffRaiseAppealRequest>;
