import { currentLanguage } from '@/lib/i18n';

/** A request's date and time as Nigerians read it (Lagos time), in the user's language. */
export const formatRequestDate = (iso: string): string =>
  new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Lagos',
  }).format(new Date(iso));
