import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { screenshot, settle } from './support/browser';
import { apiCall, createAccount } from './support/donor-area';
import { PHONE_SIZES, phoneContext } from './support/phone';
import { useStackAndBrowser } from './support/suite';

/**
 * The whole loop on two 360×640 phones, with taps only: a relative signs up and asks for blood through the wizard,
 * a donor nearby accepts, and the relative confirms the donation and gives feedback.
 */
const suite = useStackAndBrowser();
const PHONE = PHONE_SIZES[0];
const PASSWORD = 'Blood-Match-2026!';

describe('the loop on a 360×640 phone', () => {
  it('a recipient asks, a donor accepts, the recipient confirms once and gives feedback', async () => {
    const donor = await createAccount(suite.stack, { firstName: 'Tunde', phone: '2348062220001' });
    const { user: donorUser } = await apiCall<{ user: { last_name: string } }>(
      suite.stack,
      'GET',
      '/v1/user',
      undefined,
      donor.token,
    );
    const donorName = `Tunde ${donorUser.last_name}`;

    // The relative chooses "I need blood" on the home page, signs up, follows the emailed link and onboards as a
    // recipient (gender and blood group only), landing on Find A Donor.
    const relative = await phoneContext(suite.browser, PHONE);
    const asker = relative.page;
    const email = `chiamaka.${Date.now()}@example.com`;
    await asker.goto(`${suite.stack.baseUrl}/`);
    await asker.getByRole('link', { name: 'I need blood' }).tap();
    await asker.waitForURL('**/signup?as=recipient');
    await asker.getByLabel('First Name').fill('Chiamaka');
    await asker.getByLabel('Last Name').fill('Okoro');
    await asker.getByLabel('Email Address').fill(email);
    await asker.getByLabel('Phone Number').fill('+2348062220002');
    await asker.getByLabel('Create Password').fill(PASSWORD);
    await asker.getByRole('checkbox').check();
    const sentAfter = Date.now() - 1000;
    await asker.getByRole('button', { name: 'Proceed' }).tap();
    await asker.getByRole('heading', { name: 'Verify your email address' }).waitFor();
    const link = new URL(await suite.stack.latestVerificationLink(sentAfter));
    await asker.goto(`${suite.stack.baseUrl}${link.pathname}${link.search}`);
    await asker.waitForURL('**/login');
    await asker.getByLabel('Email address').fill(email);
    await asker.getByLabel('Password').fill(PASSWORD);
    await asker.getByRole('button', { name: 'Log in' }).tap();
    await asker.waitForURL('**/signup?registered=true');
    await asker.getByLabel('Gender').selectOption('Female');
    await asker.getByLabel('Blood Group').selectOption('A+');
    await asker.getByRole('checkbox', { name: /used to find donors who match me/ }).check();
    await asker.getByRole('button', { name: 'Finish and find a donor' }).tap();
    await asker.waitForURL('**/app/dashboard');

    // She asks for O+ blood for her mother, through the wizard, at LASUTH found by its alias.
    await asker.getByRole('link', { name: /For Another Recipient/ }).tap();
    await asker.getByText('Step 1 of 3').waitFor();
    await asker.getByLabel("Recipient's first name").fill('Ngozi');
    await asker.getByLabel("Recipient's last name").fill('Okoro');
    await asker.getByLabel('Gender').selectOption('Female');
    await asker.getByLabel('Blood group').selectOption('O+');
    await asker.getByRole('button', { name: 'Proceed' }).tap();
    await asker.getByText('Step 2 of 3').waitFor();
    await asker.getByLabel('Reason').selectOption({ index: 1 });
    await asker.getByLabel('Units of blood (1 to 4)').fill('1');
    await asker.getByLabel("Recipient's phone number").fill('0803 555 1234');
    await asker.getByRole('button', { name: 'Now!' }).tap();
    await asker.getByRole('button', { name: 'Proceed' }).tap();
    await asker.getByText('Step 3 of 3').waitFor();
    await asker.getByLabel('Hospital', { exact: true }).fill('lasuth');
    await asker.getByRole('button', { name: /Lagos State University Teaching Hospital/ }).tap();
    await asker.getByTestId('chosen-hospital').getByText('Lagos State University Teaching Hospital').waitFor();
    await asker.getByLabel('Physician').fill('Dr Bello');
    await asker.getByRole('button', { name: 'Submit Request' }).tap();
    await asker.waitForURL('**/app/dashboard/find-donor/complete');
    await asker.getByRole('button', { name: 'Next' }).tap();
    await asker.getByRole('checkbox', { name: 'I have read and agree to these guidelines' }).check();
    await asker.getByRole('button', { name: 'Done' }).tap();
    await asker.waitForURL('**/app/dashboard');

    // The donor, on another phone, is alerted with the group and the hospital, and accepts.
    const giver = await phoneContext(suite.browser, PHONE);
    const page = giver.page;
    await page.goto(`${suite.stack.baseUrl}${paths.login}`);
    await page.getByLabel('Email address').fill(donor.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).tap();
    await page.waitForURL('**/app/dashboard');
    await page
      .getByRole('navigation', { name: 'Bottom navigation' })
      .getByRole('link', { name: /Notifications/ })
      .tap();
    const alert = page.getByRole('main').getByText(/needs O\+ blood at Lagos State University Teaching Hospital/);
    await alert.waitFor();
    await page
      .getByRole('navigation', { name: 'Bottom navigation' })
      .getByRole('link', { name: 'Donation Requests' })
      .tap();
    await page.getByRole('button', { name: /Ngozi needs O\+ blood/ }).tap();
    const popup = page.getByRole('dialog', { name: 'Ngozi needs O+ blood' });
    await popup.getByRole('button', { name: 'Accept' }).tap();
    const accepted = page.getByRole('dialog', { name: 'Thank you for accepting!' });
    await accepted.getByRole('link', { name: 'Call +2348035551234' }).waitFor();
    await accepted.getByText(/km from you$/).waitFor();
    await accepted.getByRole('button', { name: 'Add to Calendar' }).tap();
    await page.getByRole('dialog', { name: 'Add to Calendar' }).getByRole('button', { name: 'Close' }).tap();
    await accepted.getByRole('button', { name: 'I donated' }).tap();
    await accepted.getByText('Thank you for donating! The recipient will confirm it.').waitFor();
    await screenshot(page, 'phone-journey/donor-accepted-360');
    await giver.context.close();

    // The relative sees the donor first in the request, confirms once, and gives feedback.
    await asker
      .getByRole('navigation', { name: 'Bottom navigation' })
      .getByRole('link', { name: 'Your Requests' })
      .tap();
    await asker.getByRole('button', { name: /Ngozi Okoro/ }).tap();
    const details = asker.getByRole('dialog', { name: 'Request details' });
    await details.getByText(donorName).waitFor();
    await screenshot(asker, 'phone-journey/request-popup-360');
    await details.getByRole('button', { name: 'Confirm Donation' }).tap();
    const question = asker.getByRole('dialog', { name: `Confirm that ${donorName} donated?` });
    await question.getByRole('button', { name: 'Yes, confirm' }).tap();
    await asker.waitForURL(`**${paths.app.giveFeedback('*')}`);
    await settle(asker);
    await asker.getByLabel('What happened with the donor?').selectOption('donated_without_hitches');
    await asker.getByLabel('Donor', { exact: true }).selectOption({ label: donorName });
    await asker.getByLabel('Description').fill('He came within the hour. Thank you!');
    await asker.getByRole('button', { name: 'Submit' }).tap();
    await asker.getByText('Feedback submitted successfully.').first().waitFor();
    await screenshot(asker, 'phone-journey/feedback-360');

    const { requests } = await apiCall<{ requests: { status: string; matches: { status: string }[] }[] }>(
      suite.stack,
      'GET',
      '/v1/requests',
      undefined,
      (await apiCall<{ token: string }>(suite.stack, 'POST', '/v1/auth/login', { email, password: PASSWORD })).token,
    );
    expect(requests.map((request) => request.matches.map((match) => match.status))).toEqual([['confirmed']]);
    await relative.context.close();
  });
});
