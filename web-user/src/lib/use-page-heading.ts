import { useEffect, useState } from 'react';

/**
 * The text of the page's own heading (the first h1 in #main), followed as the page changes (another route, a
 * wizard's next step): the top bar shows it, so the title above a page always reads as the page itself does, in
 * every language. Null while the page has none (the route's title stands in).
 */
export function usePageHeading(): string | null {
  const [heading, setHeading] = useState<string | null>(null);
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const read = () => setHeading(main.querySelector('h1')?.textContent?.trim() || null);
    read();
    const observer = new MutationObserver(read);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return heading;
}
