import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { buildWebAdminIfMissing, startStack, type Stack } from './stack';

/**
 * The real stack and a browser for one test file: started before its tests, stopped after them. The run's global
 * setup has built web-user and made the template database the stack copies. `withStaffConsole` also builds web-admin
 * when it has not been built (`npm run test:web` runs before the console's own tests build it); `env` adds to the
 * API's environment (read when the stack starts, after the file's earlier beforeAll hooks).
 */
export function useStackAndBrowser(options: { withStaffConsole?: boolean; env?: () => Record<string, string> } = {}): {
  stack: Stack;
  browser: Browser;
} {
  const handles = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    if (options.withStaffConsole) buildWebAdminIfMissing();
    await Promise.all([
      startStack(options.env?.(), { templateDatabaseUrl: inject('templateDatabaseUrl') }).then(
        (stack) => (handles.stack = stack),
      ),
      launchBrowser().then((browser) => (handles.browser = browser)),
    ]);
  });
  afterAll(async () => {
    await Promise.all([handles.browser?.close(), handles.stack?.stop()]);
  });
  return handles;
}
