import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { screenshot, seriousViolations } from './support/browser';
import { loginStatus, onboardedPerson } from './support/data-rights';
import { useSession } from './support/signed-in';
import { useStackAndBrowser } from './support/suite';

const suite = useStackAndBrowser();

describe('the profile\u2019s data rights', () => {
  it('publishes the privacy policy: what is collected, who sees it, how long it is kept, the rights', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${suite.stack.baseUrl}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Data Protection and Privacy Policy' }).waitFor();
    for (const heading of ['What we collect', 'Why we use it', 'Who sees it', 'How long we keep it', 'Your rights'])
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await screenshot(page, 'privacy-policy-390');
    await context.close();
  });

  it('downloads everything held about the person, then deletes the account after asking for the password', async () => {
    const person = await onboardedPerson(suite.stack, 'Ifeoma');
    const context = await suite.browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
      acceptDownloads: true,
    });
    await useSession(context, person, 'donor');
    const page = await context.newPage();
    await page.goto(`${suite.stack.baseUrl}/app/profile`);
    const card = page.getByRole('region', { name: 'Your data' });
    await card.waitFor();
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await screenshot(page, 'profile-data-rights-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^blood-match-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      profile: { email: string; first_name: string };
      consents: { kind: string }[];
    };
    expect(exported.profile).toMatchObject({ email: person.email, first_name: 'Ifeoma' });
    expect(exported.consents.map((consent) => consent.kind)).toEqual(['terms', 'privacy_policy', 'health_data']);
    await page.getByText('Your data was downloaded').waitFor();

    await card.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That password is not correct; your account was not deleted').waitFor();
    expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([]);
    await screenshot(page, 'profile-delete-account-1280');
    expect(await loginStatus(suite.stack, person.email, person.password)).toBe(200);

    await dialog.getByLabel('Password').fill(person.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${suite.stack.baseUrl}/`);
    await page.getByText('Your account has been deleted').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await loginStatus(suite.stack, person.email, person.password)).toBe(401);
    await context.close();
  });
});
