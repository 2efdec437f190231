import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStackAndBrowser } from './support/suite';
import { capture, createUser, signInAsRecipient } from './support/recipient-area';

const suite = useStackAndBrowser();

const newPage = async (width: number): Promise<Page> => {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  return context.newPage();
};

const WIDTHS = [360, 1280] as const;

interface DonorRequest {
  id: string;
}

describe('the recipient area', () => {
  it('finds a donor for someone else, sees who accepted and how the search went, confirms, and turns a request off and on', async () => {
    const problems: string[] = [];
    const donor = await createUser(suite.stack, 'Emeka', { phone: '2348035550101' });
    const recipient = await createUser(suite.stack, 'Ngozi', { phone: '2348035550202' });
    const page = await newPage(1280);
    await signInAsRecipient(page, suite.stack, recipient.email);

    // The wizard, for another recipient: 3 steps.
    await page.goto(`${suite.stack.baseUrl}/app/dashboard`);
    await page.getByRole('link', { name: /For Another Recipient/ }).click();
    await page.waitForURL('**/app/dashboard/find-donor?recipient=other');
    await page.getByText('Step 1 of 3').waitFor();
    await capture(page, 'find-donor-other-1280', problems);
    await page.getByLabel("Recipient's first name").fill('Chidi');
    await page.getByLabel("Recipient's last name").fill('Eze');
    await page.getByLabel('Gender').selectOption('Male');
    await page.getByLabel('Blood group').selectOption('O+');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    await page.getByLabel('Reason').selectOption({ label: 'Surgery' });
    await page.getByLabel('Units of blood (1 to 4)').fill('1');
    await page.getByLabel("Recipient's phone number").fill('0803 555 1234');
    await page.getByRole('button', { name: 'Now!' }).click();
    await capture(page, 'find-donor-request-1280', problems);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    // The hospital comes from the registry: found by its alias, with its place and whether staff verified it.
    await page.getByLabel('Hospital', { exact: true }).fill('lasuth');
    const lasuth = page.getByRole('button', { name: /Lagos State University Teaching Hospital/ });
    await lasuth.waitFor();
    expect(await lasuth.textContent()).toContain('Ikeja, Lagos');
    await capture(page, 'find-donor-hospital-search-1280', problems);
    await lasuth.click();
    await page.getByTestId('chosen-hospital').getByText('Lagos State University Teaching Hospital').waitFor();
    await page.getByText('Hospital not yet verified').waitFor();
    await page.getByLabel('Physician').fill('Dr Bello');
    await capture(page, 'find-donor-hospital-1280', problems);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.waitForURL('**/app/dashboard/find-donor/complete');
    await page.getByText('Request submitted successfully').waitFor();

    // The guidance after a request: two steps, "Done" only after agreeing.
    await capture(page, 'find-donor-complete-1280', problems);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('button', { name: 'Done' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'I have read and agree to these guidelines' }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL('**/app/dashboard');

    // The nearby compatible donor was alerted and accepts through the API.
    const { donations } = (await suite.stack.call(
      'GET',
      '/v1/requests/donor?page=1&limit=20',
      undefined,
      donor.token,
    )) as {
      donations: DonorRequest[];
    };
    expect(donations).toHaveLength(1);
    const requestId = donations[0]!.id;
    await suite.stack.call('PUT', `/v1/requests/donor/${requestId}`, { status: 'accepted' }, donor.token);
    const stored = (await suite.stack.call('GET', `/v1/requests?id=${requestId}`, undefined, recipient.token)) as {
      requests: { phone_number: string }[];
    };
    expect(stored.requests[0]?.phone_number).toBe('2348035551234');

    // A second request, for the recipient themself, that nobody accepts.
    const { states } = (await suite.stack.call('GET', '/v1/util/states')) as { states: { id: number; name: string }[] };
    const { reasons } = (await suite.stack.call('GET', '/v1/util/reasons?type=request')) as {
      reasons: { id: number }[];
    };
    const { request: second } = (await suite.stack.call(
      'POST',
      '/v1/requests',
      {
        recipient: 'self',
        reason_id: reasons[0]!.id,
        units: 2,
        // The day after tomorrow, in Lagos time (a request's date lies within the booking horizon).
        date: new Date(Date.now() + 49 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
        hospital: 'Gbagada General Hospital',
        physician: 'Dr Ade',
        state_id: states.find((state) => state.name === 'Lagos')!.id,
        latitude: '6.5535',
        longitude: '3.3915',
      },
      recipient.token,
    )) as { request: { id: string } };

    // Your Requests: the donor's name, a call link and the search figures; confirming goes to feedback.
    await page.goto(`${suite.stack.baseUrl}/app/your-requests`);
    await page.getByText('Donation accepted').waitFor();
    await capture(page, 'your-requests-1280', problems);
    await page.getByRole('button', { name: /Chidi Eze/ }).click();
    const popup = page.getByRole('dialog', { name: 'Request details' });
    await popup.getByText('Emeka Test').waitFor();
    expect(await popup.getByRole('link', { name: /Call Emeka Test/ }).getAttribute('href')).toBe('tel:+2348035550101');
    await popup.getByText('1 donor notified').waitFor();
    await popup.getByText('1 of 1 accepted').waitFor();
    await popup.getByText('Searched within 10 km of the hospital').waitFor();
    expect(await popup.getByRole('switch').count()).toBe(0);
    await capture(page, 'your-requests-popup-1280', problems);
    await popup.getByRole('button', { name: 'Confirm Donation' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm that Emeka Test donated?' })
      .getByRole('button', { name: 'Yes, confirm' })
      .click();
    await page.waitForURL(`**/app/feedback/${requestId}`);

    // The second request, opened by its link: off (after the question) and on again.
    await page.goto(`${suite.stack.baseUrl}/app/your-requests?id=${second.id}`);
    const secondPopup = page.getByRole('dialog', { name: 'Request details' });
    await secondPopup.getByRole('switch', { name: 'Request on' }).click();
    await page.getByText('Are you sure you want to turn this blood request off?').waitFor();
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByText('Status updated successfully').first().waitFor();
    await secondPopup.getByRole('switch', { name: 'Request off' }).waitFor();
    await secondPopup.getByText('inactive').waitFor();
    await secondPopup.getByRole('switch', { name: 'Request off' }).click();
    await secondPopup.getByRole('switch', { name: 'Request on' }).waitFor();
    await secondPopup.getByText('Request Pending').waitFor();
    const after = (await suite.stack.call('GET', `/v1/requests?id=${second.id}`, undefined, recipient.token)) as {
      requests: { status: string }[];
    };
    expect(after.requests[0]?.status).toBe('pending');
    await page.getByRole('button', { name: 'Close' }).click();

    // The confirmed donation reads "Received!".
    await page.goto(`${suite.stack.baseUrl}/app/your-requests?id=${requestId}`);
    await page.getByRole('dialog').getByText('Received!').waitFor();

    // The same pages on a phone.
    const phone = await newPage(360);
    await signInAsRecipient(phone, suite.stack, recipient.email);
    await phone.goto(`${suite.stack.baseUrl}/app/dashboard/find-donor?recipient=self`);
    await phone.getByText('Step 1 of 2').waitFor();
    await capture(phone, 'find-donor-self-360', problems);
    // The hospital step at 360 px: results and "My hospital is not listed" fit the screen and take a tap.
    await phone.getByLabel('Reason').selectOption({ label: 'Surgery' });
    await phone.getByLabel('Units of blood (1 to 4)').fill('1');
    await phone.getByRole('button', { name: 'Now!' }).click();
    await phone.getByRole('button', { name: 'Proceed' }).click();
    await phone.getByText('Step 2 of 2').waitFor();
    await phone.getByLabel('Hospital', { exact: true }).fill('teaching');
    const results = phone.getByRole('button', { name: /University Teaching Hospital/ });
    await expect.poll(() => results.count()).toBe(2);
    for (const box of [
      await results.nth(1).boundingBox(),
      await phone.getByRole('button', { name: 'My hospital is not listed' }).boundingBox(),
    ]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await capture(phone, 'find-donor-hospital-360', problems);
    await phone.getByRole('button', { name: 'My hospital is not listed' }).click();
    await phone.getByLabel('Hospital name').waitFor();
    await capture(phone, 'find-donor-propose-hospital-360', problems);
    await phone.goto(`${suite.stack.baseUrl}/app/dashboard/find-donor?recipient=other`);
    await phone.getByText('Step 1 of 3').waitFor();
    await capture(phone, 'find-donor-other-360', problems);
    await phone.goto(`${suite.stack.baseUrl}/app/dashboard/find-donor/complete`);
    await phone.getByText('Step 1 of 2').waitFor();
    await capture(phone, 'find-donor-complete-360', problems);
    await phone.goto(`${suite.stack.baseUrl}/app/your-requests`);
    await phone.getByText('Donation Received').waitFor();
    await capture(phone, 'your-requests-360', problems);
    await phone.goto(`${suite.stack.baseUrl}/app/your-requests?id=${requestId}`);
    await phone.getByRole('dialog').getByText('Emeka Test').waitFor();
    await capture(phone, 'your-requests-popup-360', problems);

    expect(problems).toEqual([]);
  });

  it('shows the empty state to a recipient with no request', async () => {
    const problems: string[] = [];
    const newcomer = await createUser(suite.stack, 'Funke', { phone: '2348035550303' });
    for (const width of WIDTHS) {
      const page = await newPage(width);
      await signInAsRecipient(page, suite.stack, newcomer.email);
      await page.goto(`${suite.stack.baseUrl}/app/your-requests`);
      await page.getByText('Nothing to see here!').waitFor();
      await page.getByText('You do not have any blood requests at the moment.').waitFor();
      await capture(page, `your-requests-empty-${width}`, problems);
    }
    expect(problems).toEqual([]);
  });
});
