import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '@/lib/i18n';
import { toastStore } from '@/lib/toasts';

// jsdom has no matchMedia; MUI's useMediaQuery asks it. Narrow by default; tests can override.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}
// findBy/waitFor give up after a second by default; on a loaded two-core CI machine a debounced search and its
// answer can take longer. This is a ceiling on waiting for the page, not a limit anything is measured against.
configure({ asyncUtilTimeout: 10_000 });

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  toastStore.reset();
  window.localStorage.clear();
  vi.restoreAllMocks();
});
