import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { WEB_USER } from './stack';

export const ARTIFACTS = join(WEB_USER, 'artifacts');

/** The requests each context has open (made, not yet finished or failed), for `settle`. */
const openRequests = new WeakMap<BrowserContext, Set<Request>>();

const tracked = (context: BrowserContext) => {
  const open = new Set<Request>();
  openRequests.set(context, open);
  context.on('request', (request) => open.add(request));
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
  return context;
};

/** Headless Chromium; each of its contexts keeps count of its open requests (see `settle`). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => tracked(await newContext(options));
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // As Playwright's own newPage: closing the page closes the context made for it.
    page.once('close', () => void context.close());
    return page;
  };
  return browser;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Serious and critical axe violations, as "rule: target" lines (empty when clean); `include` limits the check to
 * those selectors (a page's own content, without the shell around it).
 */
export async function seriousViolations(page: Page, include: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of include) builder.include(selector);
  const result = await builder.analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
      ),
    );
}

const SETTLE_TIMEOUT_MS = 60_000;
/** How long the page must stay quiet to count as settled (as Playwright's `networkidle`). */
const QUIET_MS = 500;

/**
 * What the page is still doing: whether the app has drawn (React's nodes in #root, or no app loading at all, as on a
 * prerendered page that loads it only once the visitor acts) and how many loading indicators show.
 */
const screenState = () => {
  const first = document.getElementById('root')?.firstElementChild;
  const reactDrew = !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
  // A <template>'s tags are not in the document: the app's entry counts once it has been added to load.
  const appLoading = !!document.querySelector('script[type="module"][src]');
  return {
    drawn: reactDrew || !appLoading,
    loading: document.querySelectorAll('[role="progressbar"]:not(.MuiLinearProgress-determinate)').length,
  };
};

/**
 * The page has drawn its content: the app has rendered (not only the prerendered HTML), none of the page's requests
 * to its own origin is open and no loading indicator shows, for half a second. Fails after a minute naming what was
 * still going on (a bound that turns a hang into a clear failure, not a timing check).
 */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  // A prerendered page adds the app's scripts after its first frame: let that frame pass first.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => setTimeout(done, 0));
        setTimeout(done, 5_000);
      }),
  );
  const open = openRequests.get(page.context());
  if (!open) throw new Error('settle needs a context made by a browser from launchBrowser');
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quietSince: number | null = null;
  for (;;) {
    const origin = new URL(page.url()).origin;
    const requests = [...open]
      .filter((request) => request.url().startsWith(`${origin}/`) && onPage(request, page))
      .map((request) => `${request.method()} ${request.url()}`);
    // A navigation in progress (a redirect) destroys the page's context mid-read: not settled yet.
    const screen = await page.evaluate(screenState).catch((error: Error) => ({ error: error.message }));
    const quiet = requests.length === 0 && 'drawn' in screen && screen.drawn && screen.loading === 0;
    const now = Date.now();
    if (!quiet) quietSince = null;
    else if (quietSince === null) quietSince = now;
    else if (now - quietSince >= QUIET_MS) return;
    if (now > deadline)
      throw new Error(
        `${page.url()} did not settle in ${SETTLE_TIMEOUT_MS / 1000} s: requests open ${JSON.stringify(requests)}, ` +
          `page ${JSON.stringify(screen)}`,
      );
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

const onPage = (request: Request, page: Page) => {
  try {
    return request.frame().page() === page;
  } catch {
    // A service worker's own request belongs to no page.
    return false;
  }
};
