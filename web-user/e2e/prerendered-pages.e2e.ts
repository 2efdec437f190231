import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { text } from './support/languages';
import { signedInDonor, useSession } from './support/signed-in';
import { useStackAndBrowser } from './support/suite';

const suite = useStackAndBrowser();

const open = async (options: BrowserContextOptions = {}) => {
  const context = await suite.browser.newContext({
    viewport: { width: 390, height: 800 },
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  // What the HTML shows once the parser has put the prerendered page's heading into #root: index.html's first
  // script has already decided whether the page is hidden, and no module script has run yet.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const heading = document.getElementById('root')?.querySelector('h1')?.textContent;
      if (!heading) return;
      seen.disconnect();
      (window as unknown as { prerendered: unknown }).prerendered = {
        hidden: document.documentElement.hasAttribute('data-hide-prerendered'),
        heading,
      };
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  return { context, page };
};

const prerendered = (page: Page) =>
  page.evaluate(() => (window as unknown as { prerendered?: { hidden: boolean; heading: string | null } }).prerendered);

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

describe('prerendered pages', () => {
  it('paints the home page and /login from their HTML alone, before any script', async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    await page.goto(`${suite.stack.baseUrl}/`);
    expect(await heading(page).textContent()).toBe(text('en', 'home:hero.title'));
    await page.goto(`${suite.stack.baseUrl}/login`);
    expect(await heading(page).textContent()).toBe(text('en', 'auth:login.title'));
    // Its fields take typing before the app (its form carries it on); its button waits for the app.
    expect(await page.locator('input[name="email"]').isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: text('en', 'auth:login.submit') }).isDisabled()).toBe(true);
    await context.close();
  });

  it('shows them to an English visitor of their path, and the app then draws the same page', async () => {
    const { context, page } = await open({ locale: 'en-NG' });
    await page.goto(`${suite.stack.baseUrl}/`);
    expect(await prerendered(page)).toEqual({ hidden: false, heading: text('en', 'home:hero.title') });
    await page
      .getByRole('link', { name: text('en', 'layout:logIn') })
      .first()
      .click();
    // A navigation is a transition: the home page stays up while the login page's code loads, so the URL alone
    // does not mean the login page is shown. Its heading does.
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: text('en', 'auth:login.title') }).waitFor();
    expect(await heading(page).textContent()).toBe(text('en', 'auth:login.title'));
    await context.close();
  });

  it('loads no script on the home page until the visitor needs the app, and the first tap still counts', async () => {
    const { context, page } = await open({ locale: 'en-NG' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The page is read from its HTML alone: nothing asks for the app while the visitor only reads the first screen.
    await page.goto(`${suite.stack.baseUrl}/`, { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    // The menu button is the prerendered page's (disabled) one when pressed: the app loads, draws, and opens the menu.
    const menu = await page.getByRole('button', { name: text('en', 'layout:menu.open') }).boundingBox();
    await page.mouse.click(menu!.x + menu!.width / 2, menu!.y + menu!.height / 2);
    await page.getByRole('button', { name: text('en', 'layout:menu.close') }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);

    await context.close();
  });

  it('keeps what a visitor types into /login while the app loads on their first touch, and signs them in', async () => {
    const email = `typist.${Date.now()}@example.com`;
    const password = 'Blood-Match-2026!';
    await suite.stack.createOnboardedDonor({ firstName: 'Typist', email, password });
    const { context, page } = await open({ locale: 'en-NG' });
    const scripts: string[] = [];
    // The app's code is held back until the visitor has typed everything, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.js', async (route) => {
      scripts.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    await page.goto(`${suite.stack.baseUrl}/login`, { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);

    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').click();
    await page.keyboard.type(password.slice(0, 8));
    expect(scripts.length).toBeGreaterThan(0);
    release();
    // The app has drawn its form when its button is enabled: what was typed is in it, and typing goes on there.
    await page
      .getByRole('button', { name: text('en', 'auth:login.submit') })
      .and(page.locator(':enabled'))
      .waitFor();
    await page.keyboard.type(password.slice(8));
    expect(await page.locator('input[name="email"]').inputValue()).toBe(email);
    expect(await page.locator('input[name="password"]').inputValue()).toBe(password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/app/dashboard');
    await context.close();
  });

  it('hides them from everyone they are not for: another path, another language, a signed-in visitor of /login', async () => {
    // Other paths get the app without a prerendered page; offline, the service worker answers every path with the
    // last HTML it kept, which can be the home page's: /index.html is that case.
    const other = await open();
    await other.page.goto(`${suite.stack.baseUrl}/faqs`);
    await other.page.getByRole('heading', { level: 1, name: text('en', 'faqs:title') }).waitFor();
    expect((await prerendered(other.page))?.heading).not.toBe(text('en', 'home:hero.title'));
    await other.page.goto(`${suite.stack.baseUrl}/index.html`);
    expect(await prerendered(other.page)).toEqual({ hidden: true, heading: text('en', 'home:hero.title') });
    await other.page.waitForFunction(() => !document.documentElement.hasAttribute('data-hide-prerendered'));
    expect(await other.page.getByRole('heading', { level: 1, name: text('en', 'home:hero.title') }).count()).toBe(0);
    await other.context.close();

    const hausa = await open({ locale: 'ha-NG' });
    await hausa.page.goto(`${suite.stack.baseUrl}/`);
    expect(await prerendered(hausa.page)).toMatchObject({ hidden: true });
    await hausa.page.getByRole('heading', { level: 1, name: text('ha', 'home:hero.title') }).waitFor();
    await hausa.context.close();

    const donor = await open();
    await useSession(donor.context, await signedInDonor(suite.stack, 'Prerender'), 'donor');
    await donor.page.goto(`${suite.stack.baseUrl}/login`);
    expect(await prerendered(donor.page)).toMatchObject({ hidden: true });
    await donor.page.waitForURL('**/app/dashboard');
    await donor.context.close();
  });

  it("paints a donor's dashboard on a phone from its HTML, with no one's data in it, and the app then draws theirs", async () => {
    const session = await signedInDonor(suite.stack, 'Prerendered');
    // Built once for every donor: no name (the greeting and the place are blank lines until the app draws them).
    const bare = await open({ javaScriptEnabled: false });
    await bare.page.goto(`${suite.stack.baseUrl}/app/dashboard`);
    expect(await bare.page.getByText(text('en', 'availability:available')).isVisible()).toBe(true);
    expect(await heading(bare.page).textContent()).toBe('\u00a0');
    expect(await bare.page.content()).not.toContain('Prerendered');
    await bare.context.close();

    const { context, page } = await open();
    await useSession(context, session, 'donor');
    await page.goto(`${suite.stack.baseUrl}/app/dashboard`);
    expect(await prerendered(page)).toEqual({ hidden: false, heading: '\u00a0' });
    await page.getByRole('heading', { level: 1, name: /Prerendered/ }).waitFor();
    expect(await page.getByText(text('en', 'availability:available')).count()).toBe(1);
    await context.close();
  });

  it('hides the dashboard from everyone it is not for: a recipient, a wider screen, a visitor not signed in', async () => {
    const session = await signedInDonor(suite.stack, 'Notprerendered');
    const recipient = await open();
    await useSession(recipient.context, session, 'recipient');
    await recipient.page.goto(`${suite.stack.baseUrl}/app/dashboard`);
    expect(await prerendered(recipient.page)).toMatchObject({ hidden: true });
    await recipient.page
      .getByRole('heading', { level: 2, name: text('en', 'dashboard:recipient.self.title') })
      .waitFor();
    await recipient.context.close();

    const wide = await open({ viewport: { width: 1280, height: 800 } });
    await useSession(wide.context, session, 'donor');
    await wide.page.goto(`${suite.stack.baseUrl}/app/dashboard`);
    expect(await prerendered(wide.page)).toMatchObject({ hidden: true });
    await wide.page.getByRole('heading', { level: 1, name: /Notprerendered/ }).waitFor();
    await wide.context.close();

    const visitor = await open();
    await visitor.page.goto(`${suite.stack.baseUrl}/app/dashboard`);
    expect(await prerendered(visitor.page)).toMatchObject({ hidden: true });
    await visitor.page.waitForURL('**/login');
    await visitor.context.close();
  });

  it("paints a recipient's pages on a phone from their HTML, and hides them from a donor and from another address", async () => {
    const session = await signedInDonor(suite.stack, 'Recipient');
    const findDonor = text('en', 'find-donor:steps.request');
    const bare = await open({ javaScriptEnabled: false });
    await bare.page.goto(`${suite.stack.baseUrl}/app/dashboard/find-donor`);
    expect(await heading(bare.page).textContent()).toBe(findDonor);
    await bare.page.goto(`${suite.stack.baseUrl}/app/your-requests`);
    expect(await heading(bare.page).textContent()).toBe(text('en', 'your-requests:title'));
    await bare.context.close();

    const { context, page } = await open();
    await useSession(context, session, 'recipient');
    await page.goto(`${suite.stack.baseUrl}/app/dashboard/find-donor`);
    expect(await prerendered(page)).toEqual({ hidden: false, heading: findDonor });
    // The prerendered button is disabled; the app's, drawn over it, is not.
    await page.locator('button:enabled', { hasText: text('en', 'find-donor:actions.proceed') }).waitFor();
    await page.goto(`${suite.stack.baseUrl}/app/your-requests`);
    expect(await prerendered(page)).toEqual({ hidden: false, heading: text('en', 'your-requests:title') });
    await page.getByText(text('en', 'your-requests:empty')).waitFor();
    // "For another recipient" is another page at the same path.
    await page.goto(`${suite.stack.baseUrl}/app/dashboard/find-donor?recipient=other`);
    expect(await prerendered(page)).toMatchObject({ hidden: true });
    await page.getByRole('heading', { level: 1, name: text('en', 'find-donor:steps.recipient') }).waitFor();
    await context.close();

    const donor = await open();
    await useSession(donor.context, session, 'donor');
    await donor.page.goto(`${suite.stack.baseUrl}/app/your-requests`);
    expect(await prerendered(donor.page)).toMatchObject({ hidden: true });
    // A page of the other role shows the /app index: the donor's dashboard, greeting them by name.
    await donor.page.getByRole('heading', { level: 1, name: /Recipient/ }).waitFor();
    await donor.context.close();
  });
});
