import { useMatches } from 'react-router-dom';

/** The title of the deepest matched route that declares one in its handle. */
export function usePageTitle(fallback = ''): string {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as { title?: string } | undefined;
    if (handle?.title) return handle.title;
  }
  return fallback;
}
