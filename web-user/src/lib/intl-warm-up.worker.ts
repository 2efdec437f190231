/// <reference lib="webworker" />
import { APP_TIME_ZONE } from '@app/i18n';

/**
 * Builds, off the main thread, what Intl builds on its first use in a page: the list of locales each service has, the
 * locales' data, the time zone. They are kept for the whole browser process, so the page's own first date or number
 * then costs nothing; on the main thread it was 15-50 ms of a fast computer (a long task of a slow phone, docs/benchmarks.md).
 */
self.onmessage = ({ data: locales }: MessageEvent<string[]>) => {
  for (const locale of locales) {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    Intl.NumberFormat.supportedLocalesOf([locale]);
    new Intl.Locale(locale).maximize();
    new Intl.DateTimeFormat(locale, { timeZone: APP_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }).format(0);
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'NGN' }).format(1);
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'minute');
    new Intl.PluralRules(locale).select(1);
  }
  self.close();
};
