import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { buildWebAdminIfMissing, buildWebUser, startStack, type Stack } from './stack';

/**
 * The real stack and a browser for one test file: started before its tests, stopped after them. `withStaffConsole`
 * also builds web-admin when it has not been built (`npm run test:web` runs before the console's own tests build it);
 * `env` adds to the API's environment (read when the stack starts, after the file's earlier beforeAll hooks).
 */
export function useStackAndBrowser(options: { withStaffConsole?: boolean; env?: () => Record<string, string> } = {}): {
  stack: Stack;
  browser: Browser;
} {
  const handles = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    buildWebUser();
    if (options.withStaffConsole) buildWebAdminIfMissing();
    handles.stack = await startStack(options.env?.());
    handles.browser = await launchBrowser();
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.stack?.stop();
  });
  return handles;
}
