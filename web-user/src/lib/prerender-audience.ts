import { createContext, useContext, useEffect } from 'react';
import type { Role } from './storage';

/**
 * Whom the build is prerendering a page for (app/prerender.tsx): a signed-out visitor (the public pages), any
 * signed-in donor (the dashboard) or any signed-in recipient (finding a donor, their requests). Null in the browser,
 * where the app draws the page for the person in front of it.
 */
export type PrerenderAudience = 'visitor' | Role;

export const PrerenderAudienceContext = createContext<PrerenderAudience | null>(null);

/** The role of everyone the build is drawing a signed-in page for; null for a visitor and in the browser. */
export const usePrerenderedForRole = (): Role | null => {
  const audience = useContext(PrerenderAudienceContext);
  return audience === 'visitor' ? null : audience;
};

/**
 * True while the build draws a page for every signed-in donor or recipient at once: it must hold no one's data, so
 * the parts showing the user's own (name, place) leave a blank of the same size, which the app fills when it draws
 * the page over the prerendered one.
 */
export const useIsPrerenderedForAnyUser = () => usePrerenderedForRole() !== null;

/** Marks the controls the build disabled in a prerendered page (app/prerender.tsx), for the app to enable again. */
export const INERT_ATTRIBUTE = 'data-inert';

/** Enables the controls of a prerendered page that the build disabled, once the app has hydrated them. */
export const enablePrerenderedControls = (root: ParentNode) => {
  for (const control of root.querySelectorAll(`[${INERT_ATTRIBUTE}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute(INERT_ATTRIBUTE);
  }
};

/** Told once the app's pages have been hydrated (app/app.tsx): only then may they change from the prerendered ones. */
export const PagesHydratedContext = createContext<() => void>(() => {});

/**
 * In the component holding the pages (app/router.tsx), inside the suspense boundary around them: React may commit the
 * root before hydrating that boundary, and a change reaching it still dehydrated would not match its markup.
 */
export const useTellPagesHydrated = () => {
  const tell = useContext(PagesHydratedContext);
  useEffect(() => tell(), [tell]);
};
