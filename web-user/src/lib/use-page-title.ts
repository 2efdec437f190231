import { useTranslation } from 'react-i18next';
import { useDeepestHandle } from './route-handles';

/** The title of the deepest matched route that declares one in its handle (a `routes:` key), in the current language. */
export function usePageTitle(fallbackKey = ''): string {
  const { t } = useTranslation('routes');
  const title = useDeepestHandle('title');
  if (title) return t(title);
  return fallbackKey ? t(fallbackKey) : '';
}
