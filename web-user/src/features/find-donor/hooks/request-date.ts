/** The API reads a request's date as Nigerian time (WAT), so the wizard's clock is Lagos's, wherever the device is. */
const LAGOS = 'Africa/Lagos';

/** Now, as a datetime-local input holds it ("YYYY-MM-DDTHH:mm"), in Lagos time: what "Now!" fills in. */
export function nowForInput(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LAGOS,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** "YYYY-MM-DDTHH:mm" from the input to the payload's "YYYY-MM-DD HH:mm:ss". */
export const toPayloadDate = (input: string): string => {
  const [day, time = '00:00'] = input.trim().split('T');
  return `${day} ${time.length === 5 ? `${time}:00` : time}`;
};

/** A request's ISO date back into the input's form, in Lagos time (to request again with the same details). */
export const inputFromIso = (iso: string): string => nowForInput(new Date(iso));
