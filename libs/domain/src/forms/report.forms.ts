import { z } from 'zod';
import { requiredText } from './fields.js';

export const REPORT_MESSAGES = {
  nameEmpty: 'name cannot be empty',
  /** The product shows this wording for an empty description. */
  descriptionEmpty: 'Password cannot be empty',
  descriptionTooLong: 'Description can be at most 5000 characters',
} as const;

/** The report-abuse form (POST /v1/feedbacks/report-abuse). */
export const reportAbuseForm = z.object({
  name: requiredText(REPORT_MESSAGES.nameEmpty).pipe(z.string().max(200)),
  description: requiredText(REPORT_MESSAGES.descriptionEmpty).pipe(
    z.string().max(5000, REPORT_MESSAGES.descriptionTooLong),
  ),
});

export type ReportAbuseForm = z.input<typeof reportAbuseForm>;
