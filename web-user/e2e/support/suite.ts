import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { buildWebUser, startStack, type Stack } from './stack';

/** The real stack and a browser for one test file: started before its tests, stopped after them. */
export function useStackAndBrowser(): { stack: Stack; browser: Browser } {
  const handles = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    buildWebUser();
    handles.stack = await startStack();
    handles.browser = await launchBrowser();
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.stack?.stop();
  });
  return handles;
}
