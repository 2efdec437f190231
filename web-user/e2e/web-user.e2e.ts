import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillDate } from './support/date-field';
import { screenshot, seriousViolations } from './support/browser';
import { useStackAndBrowser } from './support/suite';

const suite = useStackAndBrowser();

const newPage = async (width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await suite.browser.newContext({ viewport: { width, height }, serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page };
};

const PUBLIC_PAGES: [string, string][] = [
  ['/', 'home'],
  ['/recipient-story', 'recipient-story'],
  ['/chart', 'chart'],
  ['/about', 'about'],
  ['/faqs', 'faqs'],
  ['/articles', 'articles'],
  ['/donation-process', 'donation-process'],
  ['/terms-of-use', 'terms-of-use'],
  ['/privacy-policy', 'privacy-policy'],
  ['/partner', 'partner'],
  ['/donate', 'donate'],
  ['/donate/form', 'donate-form'],
  ['/donate/complete', 'donate-complete'],
  ['/become-an-advocate', 'advocacy'],
  ['/become-an-advocate/form', 'advocacy-form'],
  ['/login', 'login'],
  ['/signup', 'signup'],
  ['/forgot-password', 'forgot-password'],
  ['/password-reset?token=x', 'password-reset'],
  ['/verify-email', 'verify-email-bad-link'],
  ['/welcome', 'welcome'],
];

/**
 * A tap where the button is, as a person makes it: on /login the first one lands on the prerendered page's (disabled)
 * button, which loads the app, and the app's button is pressed once it has drawn. A locator's click would wait for
 * the prerendered button to be enabled, which it never is.
 */
const tap = async (button: Locator) => {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await button.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
};

describe('a newcomer', () => {
  it('signs up, follows the emailed link, logs in, onboards with a searched place and is greeted by name', async () => {
    const { context, page } = await newPage(1280);
    const email = `ada.${Date.now()}@example.com`;
    const password = 'Blood-Match-2026!';

    await page.goto(`${suite.stack.baseUrl}/`);
    await page.getByRole('link', { name: 'Become a donor' }).click();
    await page.waitForURL('**/signup');
    await page.getByLabel('First Name').fill('Adaeze');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('+2348031234567');
    await page.getByLabel('Create Password').fill(password);
    const sentAfter = Date.now() - 1000;
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('heading', { name: 'Verify your email address' }).waitFor();
    expect(await page.getByRole('button', { name: 'Resend' }).isDisabled()).toBe(true);

    const link = await suite.stack.latestVerificationLink(sentAfter);
    expect(link).toContain('/verify-email?token=');
    const verify = new URL(link);
    await page.goto(`${suite.stack.baseUrl}${verify.pathname}${verify.search}`);
    await page.waitForURL('**/login');

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/signup?registered=true');
    await page.getByText('Step 2 of 4').waitFor();

    await page.getByLabel('Gender').selectOption('Female');
    await fillDate(page, 'Date of Birth', '1994-03-12');
    await page.getByLabel('Blood Group').selectOption('O+');
    await page.getByRole('checkbox', { name: /I agree that my blood type and genotype/ }).check();
    await page.getByRole('button', { name: 'Proceed to the next step' }).click();
    await page.getByText('Step 3 of 4').waitFor();

    await page.getByLabel('Search for your town or area').fill('Ikeja');
    await page.getByRole('option', { name: /Ikeja/ }).first().click();
    await expect.poll(() => page.locator('input[name="latitude"]').inputValue()).not.toBe('');
    expect(
      await page.getByLabel('State').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    ).toBe('Lagos');
    await screenshot(page, 'onboarding-location-1280');
    await page.getByRole('button', { name: 'Proceed to the next step' }).click();
    await page.getByText('Step 4 of 4').waitFor();

    await page.getByLabel('Month').selectOption('06');
    await page.getByLabel('Year').fill(String(new Date().getFullYear() - 1));
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL('**/app/dashboard');
    await page.getByText('You have onboarded successfully!').waitFor();
    const greeting = await page.getByRole('heading', { level: 1 }).textContent();
    expect(greeting).toMatch(/^(Good Morning|Good Afternoon|Good Evening|Hello), Adaeze$/);
    await page.getByText('Another day to save a life!').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('donor');
    expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBe('Adaeze Okafor');
    await screenshot(page, 'dashboard-1280');

    // The donor menu leads to the donor's pages (a newcomer's history is empty); logout returns to /login.
    await page.getByRole('navigation', { name: 'Donor menu' }).getByRole('link', { name: 'Donation History' }).click();
    await page.getByText('You do not have any blood donation history at the moment.').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});

describe('the public pages', () => {
  for (const width of [360, 1280]) {
    it(`render at ${width}px with their heading, saved as screenshots`, async () => {
      const { context, page } = await newPage(width, width === 360 ? 740 : 900);
      for (const [path, name] of PUBLIC_PAGES) {
        await page.goto(`${suite.stack.baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows horizontally at ${width}px`).toBeLessThanOrEqual(1);
        await screenshot(page, `${name}-${width}`);
      }
      await context.close();
    });
  }

  it('show the logo at home and a back arrow with the title elsewhere on narrow screens', async () => {
    const { context, page } = await newPage(360, 740);
    await page.goto(`${suite.stack.baseUrl}/chart`);
    await page.getByRole('button', { name: 'Go back' }).waitFor();
    await page.getByText('Blood Match Chart', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Sign up' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await screenshot(page, 'menu-overlay-360');
    await context.close();
  });

  it('have no serious or critical axe violation', async () => {
    const { context, page } = await newPage(1280);
    const problems: string[] = [];
    for (const [path] of PUBLIC_PAGES) {
      await page.goto(`${suite.stack.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      problems.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
    }
    // The forms with their messages showing.
    await page.goto(`${suite.stack.baseUrl}/login`);
    await tap(page.getByRole('button', { name: 'Log in' }));
    await page.getByText('Email cannot be empty').waitFor();
    problems.push(...(await seriousViolations(page)).map((line) => `/login (errors): ${line}`));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the forms', () => {
  const submitAndRead = async (page: Page, path: string, button: string, expected: string[]) => {
    await page.goto(`${suite.stack.baseUrl}${path}`);
    await tap(page.getByRole('button', { name: button, exact: true }));
    for (const message of expected) await page.getByText(message, { exact: true }).first().waitFor();
  };

  it('show their validation messages', async () => {
    const { context, page } = await newPage(1280);
    await submitAndRead(page, '/login', 'Log in', ['Email cannot be empty', 'Password cannot be empty']);
    await submitAndRead(page, '/forgot-password', 'Send reset link', ['Email cannot be empty']);
    await submitAndRead(page, '/password-reset?token=abc', 'Reset Password', ['Password cannot be empty']);
    await submitAndRead(page, '/partner', 'Submit', [
      'Name cannot be empty',
      'Email cannot be empty',
      'Please select an option',
    ]);
    await submitAndRead(page, '/donate/form', 'Donate', [
      'Name cannot be empty',
      'Email cannot be empty',
      'Phone number cannot be empty',
      'Amount cannot be empty',
    ]);
    await submitAndRead(page, '/become-an-advocate/form', 'Submit', [
      'Name cannot be empty',
      'Age cannot be empty',
      'State must not be empty',
      'Bio must not be empty',
      'Please select an image',
      'Please select a documet',
    ]);

    await page.goto(`${suite.stack.baseUrl}/signup`);
    await page.getByRole('checkbox').check();
    await page.getByLabel('Phone Number').fill('0803');
    await page.getByRole('button', { name: 'Proceed' }).click();
    for (const message of [
      'First Name cannot be empty',
      'Last Name cannot be empty',
      'Invalid phone number, use +234xxxxxxxxxx format',
    ])
      await page.getByText(message).waitFor();
    await screenshot(page, 'signup-errors-1280');
    await context.close();
  });
});

describe('Web Push', () => {
  it('tells a donor who allowed notifications when the browser cannot subscribe, and shows a push as a toast', async () => {
    const donor = { firstName: 'Chidi', email: `chidi.${Date.now()}@example.com`, password: 'Blood-Match-2026!' };
    await suite.stack.createOnboardedDonor(donor);
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['notifications'], { origin: suite.stack.baseUrl });
    const page = await context.newPage();
    await page.goto(`${suite.stack.baseUrl}/login`);
    await page.getByLabel('Email address').fill(donor.email);
    await page.getByLabel('Password').fill(donor.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/app/dashboard');

    // Headless Chromium reaches no push service, so subscribing fails, and the app says so.
    await page.getByText('Could not get notification token.').waitFor();

    // A push that reaches the service worker while the app is open is shown in the page.
    const devtools = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((candidate) => candidate.scopeURL.startsWith(suite.stack.baseUrl));
        if (ours && !ours.isDeleted) resolve(ours.registrationId);
      }),
    );
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: suite.stack.baseUrl,
      registrationId: await registration,
      data: JSON.stringify({ title: 'New blood request', body: 'O+ needed at LUTH, Idi-Araba', url: '/app' }),
    });
    await page.getByText('O+ needed at LUTH, Idi-Araba').waitFor();
    await page.getByText('New blood request').first().waitFor();
    // Sign-in and the app shell both ask for a subscription: one attempt, one message.
    expect(await page.getByText('Could not get notification token.').count()).toBe(1);
    await screenshot(page, 'push-toast-1280');
    await context.close();
  });
});
