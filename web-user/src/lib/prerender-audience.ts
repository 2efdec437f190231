import { createContext, useContext } from 'react';

/**
 * Whom the build is prerendering a page for (app/prerender.tsx): a signed-out visitor (the public pages) or any
 * signed-in donor (the dashboard). Null in the browser, where the app draws the page for the person in front of it.
 */
export type PrerenderAudience = 'visitor' | 'donor';

export const PrerenderAudienceContext = createContext<PrerenderAudience | null>(null);

/**
 * True while the build draws a page for every signed-in donor at once: it must hold no one's data, so the parts
 * showing the donor's own (name, place) leave a blank of the same size, which the app fills when it draws the page
 * over the prerendered one.
 */
export const useIsPrerenderedForAnyDonor = () => useContext(PrerenderAudienceContext) === 'donor';
