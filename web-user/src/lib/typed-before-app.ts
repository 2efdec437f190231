/** What the visitor typed into a prerendered page's fields before the app drew its own (vite.config.ts). */
export interface TypedBeforeApp {
  values: Record<string, string>;
  /** The name of the field they were in. */
  focus: string | null;
}

declare global {
  interface Window {
    __typedBeforeApp?: TypedBeforeApp;
  }
}

/**
 * Takes, once, what was typed into the prerendered page (null on any other page, or once taken), so the app's form
 * starts from it and the visitor's typing is never lost when the app replaces that page.
 */
export function takeTypedBeforeApp(): TypedBeforeApp | null {
  if (typeof window === 'undefined') return null;
  const typed = window.__typedBeforeApp ?? null;
  delete window.__typedBeforeApp;
  return typed;
}
