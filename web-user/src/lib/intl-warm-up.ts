import { APP_REGION, FALLBACK_LOCALE } from '@app/i18n';
import { detectLanguage } from './i18n';

/**
 * Has a worker set Intl up for the visitor's language and Nigerian English (lib/intl-warm-up.worker.ts) while the
 * page starts, so that the first date or number the main thread formats does not pay for it.
 */
export const warmUpIntl = () => {
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage([...new Set([FALLBACK_LOCALE, `${detectLanguage()}-${APP_REGION}`])]);
  } catch {
    // No worker (an old browser, a policy): Intl is set up on its first use, as without this.
  }
};
