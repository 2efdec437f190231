import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { enablePrerenderedControls, PrerenderAudienceContext } from '@/lib/prerender-audience';
import type { Role } from '@/lib/storage';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

interface AppProps {
  /**
   * The role the page in the HTML was prerendered for, when the app hydrates it (main.tsx): the first pass draws it
   * as the build did (no one's name, no answers yet), so React takes over its markup instead of drawing it anew.
   */
  hydratingFor?: Role | null;
  /** Once the hydrated page is the signed-in person's own: the held answers may come in (main.tsx). */
  onOwnPage?: () => void;
}

export function App({ hydratingFor = null, onOwnPage }: AppProps) {
  const [audience, setAudience] = useState(hydratingFor);
  useLayoutEffect(() => {
    if (hydratingFor) enablePrerenderedControls(document);
  }, [hydratingFor]);
  useEffect(() => {
    // Then the person's own page (their name, their session), in short slices so a tap is not kept waiting.
    if (audience) startTransition(() => setAudience(null));
    else onOwnPage?.();
  }, [audience, onOwnPage]);
  return (
    <PrerenderAudienceContext value={audience}>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </PrerenderAudienceContext>
  );
}
