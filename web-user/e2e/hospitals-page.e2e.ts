import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, seriousViolations, settle } from './support/browser';
import { withDatabase } from './support/shared-pages';
import { useStackAndBrowser } from './support/suite';

const suite = useStackAndBrowser();

beforeAll(async () => {
  // Staff verify LASUTH (the console's Verify); LUTH, imported from the registry beside it, stays listed.
  await withDatabase(suite.stack, (client) =>
    client.query(
      `update hospital set status = 'verified', verified_at = now(), phone = '+234 1 493 0430'
        where facility_code = 'E2E-LA-0001'`,
    ),
  );
});

describe('the public hospitals page', () => {
  it("is reached from the footer and lists a state's verified hospitals only, honest where there are none", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.stack.baseUrl}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Hospitals', exact: true }).click();
      await page.waitForURL(/\/hospitals$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Hospitals');

      await page.getByLabel('State', { exact: true }).selectOption({ label: 'Lagos' });
      const list = page.getByRole('list', { name: 'Verified hospitals in Lagos' });
      await list.waitFor();
      expect(await list.getByRole('heading').allInnerTexts()).toEqual(['Lagos State University Teaching Hospital']);
      expect(await list.getByText('Blood bank', { exact: true }).count()).toBe(1);
      expect(await list.getByRole('link', { name: '+234 1 493 0430' }).getAttribute('href')).toBe('tel:+23414930430');
      const map = list.getByRole('link', { name: 'Use Map: Lagos State University Teaching Hospital' });
      expect(await map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=6.5965,3.342');
      expect(await page.getByText('Lagos University Teaching Hospital', { exact: true }).count()).toBe(0);
      // The chosen state is in the address, so the list can be shared.
      expect(new URL(page.url()).searchParams.get('state')).toMatch(/^\d+$/);
      await settle(page);
      expect(await seriousViolations(page, ['main'])).toEqual([]);
      await screenshot(page, 'hospitals-lagos');

      await page.getByLabel('State', { exact: true }).selectOption({ label: 'Kano' });
      await page.getByText('No verified hospital in Kano yet').waitFor();
    } finally {
      await context.close();
    }
  });
});
