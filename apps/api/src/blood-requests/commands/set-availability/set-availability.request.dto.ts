import { z } from 'zod';
import { isBlank, parseIsoDate } from '@app/domain';

const MAX_PAUSE_DAYS = 365;

export const availabilityForm = z.object({
  unavailable_until: z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z
      .string({ error: 'Enter a valid date' })
      .refine((value) => parseIsoDate(value.slice(0, 10)) !== null, 'Enter a valid date')
      .transform((value) => parseIsoDate(value.slice(0, 10))!)
      .refine((date) => date.getTime() > Date.now(), 'The date must be in the future')
      .refine(
        (date) => date.getTime() <= Date.now() + MAX_PAUSE_DAYS * 86_400_000,
        `You can pause alerts for at most ${MAX_PAUSE_DAYS} days`,
      )
      .nullable(),
  ),
});
