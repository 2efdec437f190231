import { startTransition, useCallback, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { enablePrerenderedControls, PagesHydratedContext, PrerenderAudienceContext } from '@/lib/prerender-audience';
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
  // Once hydrated, the controls the build disabled work, and the person's own page (their name, their session) is
  // drawn, in short slices so a tap is not kept waiting.
  const pagesHydrated = useCallback(() => {
    if (!hydratingFor) return;
    enablePrerenderedControls(document);
    startTransition(() => setAudience(null));
  }, [hydratingFor]);
  useEffect(() => {
    if (!audience) onOwnPage?.();
  }, [audience, onOwnPage]);
  return (
    <PagesHydratedContext value={pagesHydrated}>
      <PrerenderAudienceContext value={audience}>{pages}</PrerenderAudienceContext>
    </PagesHydratedContext>
  );
}

/** One element for every render of App: the hydrated page's own pass redraws only what reads the audience. */
const pages = (
  <AppProvider>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProvider>
);
