import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';

/** The title of the deepest matched route that declares one in its handle (a `routes:` key), in the current language. */
export function usePageTitle(fallbackKey = ''): string {
  const { t } = useTranslation('routes');
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as { title?: string } | undefined;
    if (handle?.title) return t(handle.title);
  }
  return fallbackKey ? t(fallbackKey) : '';
}
