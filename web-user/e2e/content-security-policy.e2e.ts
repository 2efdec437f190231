import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInDonor, useSession } from './support/signed-in';
import { useStackAndBrowser } from './support/suite';

const REPO = join(import.meta.dirname, '../..');
const suite = useStackAndBrowser({ withStaffConsole: true });

/** What the browser refused under the policy: `securitypolicyviolation` events and its console reports. */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await context.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI}`,
      ),
    ),
  );
  return violations;
}

/** The <script> tags of a built index.html that carry code instead of loading a file. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);

describe('the content security policy against the built apps', () => {
  it("allows the built pages' own inline scripts by their hash only, never inline script as such", async () => {
    for (const [app, path] of [
      ['web-user', '/'],
      ['web-admin', '/admin/'],
    ] as const) {
      const policy = (await fetch(`${suite.stack.baseUrl}${path}`)).headers.get('content-security-policy') ?? '';
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      for (const script of inlineScripts(readFileSync(join(REPO, app, 'dist/index.html'), 'utf8')))
        expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  });

  it('the user app runs under it: public pages, a signed-in page and the service worker, with nothing refused', async () => {
    const session = await signedInDonor(suite.stack, 'Policy');
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const violations = await watchViolations(context, page);

    const home = await page.goto(`${suite.stack.baseUrl}/`);
    expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Map tiles come from MAP_TILE_URL's host (OpenStreetMap's by default): the policy lets images load from it.
    expect(home?.headers()['content-security-policy']).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${suite.stack.baseUrl}/login`);
    await page
      .getByRole('button', { name: /log in/i })
      .first()
      .waitFor();
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready));

    await useSession(context, session, 'donor');
    await page.goto(`${suite.stack.baseUrl}/app/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the API documentation page (Swagger UI) runs under it with nothing refused', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const violations = await watchViolations(context, page);
    await page.goto(`${suite.stack.baseUrl}/v1/docs`);
    await page.getByText('Blood Match API').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the staff console runs under it: its sign-in page renders with nothing refused', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const violations = await watchViolations(context, page);
    const reply = await page.goto(`${suite.stack.baseUrl}/admin/#/login`);
    expect(reply?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.locator('input[type="password"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await context.close();
  });
});
