export const APP_NAME = 'Blood Match';
/** The about link in the top navigation is labelled with the short name. */
export const APP_SHORT_NAME = 'Blood Match';
export const SUPPORT_HOURS = '9am to 5pm, Monday to Friday';

/** Same origin by default; VITE_API_URL points the app at another API host (the generated paths carry /v1). */
export const API_ORIGIN = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

export const BREAKPOINTS = {
  /** Wide screen: logo always shown, link list instead of the hamburger. */
  wide: 1024,
  /** The signed-in side navigation is permanent at and above this width. */
  sideNav: 1200,
  /** Below this the signed-in area shows the bottom bar. */
  mobile: 768,
} as const;

/**
 * Spec section 8: a load fails after 120 seconds. A page's code and its data are given that long, then the page
 * shows the error screen with a way to try again instead of a spinner that never ends.
 */
export const LOAD_TIMEOUT_MS = 120_000;

export const PAGE_SIZE = 20;
export const NOTIFICATION_PANEL_SIZE = 6;
export const RESEND_SECONDS = 60;
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
export const PUSH_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
