import { createContext, useContext } from 'react';

/** What a route declares about itself, read by the layouts above it. */
export interface RouteHandle {
  /** The catalogue key (`routes:<page>`) of the page title shown by the narrow top bar and the document title. */
  title?: string;
  /** The role a signed-in route belongs to; the other role sees the /app index instead. */
  role?: 'donor' | 'recipient';
  /** Loads the route's code (a lazy page), so the first render can wait for it instead of drawing an empty frame. */
  preload?: () => Promise<unknown>;
  /**
   * Starts the page's first reads from the API, so the app's first render can wait a moment for them (main.tsx); with
   * `heldUntil`, their answers reach the page only once it has settled (a prerendered page being hydrated).
   */
  prefetch?: (heldUntil?: Promise<unknown>) => Promise<unknown>;
}

/** The handles of the routes matching the current location, outermost first (app/router.tsx provides them). */
export const RouteHandlesContext = createContext<RouteHandle[]>([]);

export const useRouteHandles = () => useContext(RouteHandlesContext);

/** The deepest matched route's value of `key`, if any route declares it. */
export const useDeepestHandle = <K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined =>
  [...useRouteHandles()].reverse().find((handle) => handle[key] !== undefined)?.[key];
