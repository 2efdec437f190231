import { z } from 'zod';

export const phoneStatusSchema = z.object({
  phone_number: z.string(),
  verified_at: z.string().nullable(),
  sms_alerts: z.boolean(),
  /** When the code last sent to this number stops working; null when none can still be used. */
  code_expires_at: z.string().nullable(),
  /** How long an unopened request alert waits before it goes by SMS, so the profile says what is configured. */
  sms_alert_delay_minutes: z.number().int(),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;
