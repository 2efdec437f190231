import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { screenshot, seriousViolations, settle } from './support/browser';
import { useStackAndBrowser } from './support/suite';
import { signedInDonor, useSession, type SignedIn } from './support/signed-in';

/**
 * Every page of the signed-in area (read from config/paths.ts, so pages added there are covered), for each role
 * at a phone's and a laptop's width: a screenshot of each in web-user/artifacts/all-pages/, and no serious or
 * critical axe violation. Then the installed app shell: it opens with no connection and says so.
 */
// Pages with a parameter (paths built by a function) are reached from their lists, in the areas' own tests.
const APP_PAGES = Object.values(paths.app).filter(
  (path): path is Extract<typeof path, string> => typeof path === 'string' && path !== paths.app.root,
);
const WIDTHS = [360, 1280] as const;
const ROLES = ['donor', 'recipient'] as const;

const suite = useStackAndBrowser();
let session: SignedIn;

beforeAll(async () => {
  session = await signedInDonor(suite.stack, 'Chidinma');
});

const newSignedInPage = async (
  role: (typeof ROLES)[number],
  width: number,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await suite.browser.newContext({
    viewport: { width, height: width < 600 ? 740 : 900 },
    serviceWorkers,
  });
  await useSession(context, session, role);
  return { context, page: await context.newPage() };
};

const fileName = (path: string) => path.replace(/^\/app\/?/, '').replace(/\//g, '-') || 'index';

describe('every /app page', () => {
  for (const role of ROLES)
    for (const width of WIDTHS)
      it(`shows the ${role} each page at ${width}px without a serious or critical axe violation`, async () => {
        const { context, page } = await newSignedInPage(role, width);
        const problems: string[] = [];
        for (const path of APP_PAGES) {
          await page.goto(`${suite.stack.baseUrl}${path}`);
          await settle(page);
          expect(new URL(page.url()).pathname, `${path} sent the ${role} away from the app`).toMatch(/^\/app/);
          await screenshot(page, `all-pages/${role}-${fileName(path)}-${width}`);
          problems.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
        }
        expect(problems).toEqual([]);
        await context.close();
      });
});

describe('the installed app', () => {
  it('opens the signed-in area with no connection once visited, and says it is offline', async () => {
    const { context, page } = await newSignedInPage('donor', 360, 'allow');
    await page.goto(`${suite.stack.baseUrl}${paths.app.dashboard}`);
    await settle(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    // A second online visit, now through the worker, as a returning user's would be.
    await page.goto(`${suite.stack.baseUrl}${paths.app.notifications}`);
    await settle(page);

    await context.setOffline(true);
    await page.goto(`${suite.stack.baseUrl}${paths.app.dashboard}`);
    await page.getByText('You are offline').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await screenshot(page, 'all-pages/offline-dashboard-360');

    await context.setOffline(false);
    await page.getByText('You are offline').waitFor({ state: 'detached' });
    await context.close();
  });
});
