/** Nigeria keeps West Africa Time all year (UTC+1, no daylight saving), so days are counted at that offset. */
const WAT_OFFSET_MS = 3_600_000;

/** The hour (WAT) from which the day-before SMS reminder may go out: not in the night. */
export const SMS_REMINDER_FROM_HOUR = 8;

/**
 * The donations whose SMS reminder is due at `now`: those dated tomorrow (WAT), from 08:00 today; [from, to).
 * A donation accepted after its day-before gets none: the donor has just seen it, and the in-app reminder still comes.
 */
export const smsReminderWindow = (now: Date): { from: Date; to: Date } | null => {
  const shifted = new Date(now.getTime() + WAT_OFFSET_MS);
  if (shifted.getUTCHours() < SMS_REMINDER_FROM_HOUR) return null;
  const startOfTomorrowWat = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() + 1);
  const from = new Date(startOfTomorrowWat - WAT_OFFSET_MS);
  return { from, to: new Date(from.getTime() + 86_400_000) };
};

/** An unopened request alert escalates to SMS at most this long after it was sent: later, the request is stale news. */
export const SMS_ALERT_HORIZON_HOURS = 12;
