import { z } from 'zod';
import { AIRTIME_STATUSES } from '@app/domain';

/** The airtime thank-you of one donation as its donor sees it. */
export const airtimeCreditSchema = z.object({
  status: z.enum(AIRTIME_STATUSES),
  amount_ngn: z.number().int(),
  sent_at: z.string().nullable(),
});
export type AirtimeCreditView = z.output<typeof airtimeCreditSchema>;

/** SQL giving the view above (or null) for the donation match aliased `m`. */
export const AIRTIME_OF_MATCH = `(select json_build_object('status', a.status, 'amount_ngn', a.amount_ngn,
    'sent_at', to_char(a.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
   from airtime_credit a where a.match_id = m.id)`;
