import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { screenshot, seriousViolations, settle } from './support/browser';
import { apiCall, createAccount } from './support/donor-area';
import { eventually } from './support/eventually';
import { inviteOfficer, OFFICER_PASSWORD, signedInStaff, totpCode, verifyHospital } from './support/hospital-officer';
import { useSession } from './support/signed-in';
import { useStackAndBrowser } from './support/suite';

/**
 * A donation from request to blood bank: a recipient picks LASUTH from the registry in the wizard, a donor accepts
 * and is given a code, staff invite an officer of the (verified) hospital, the officer sets a password from the
 * emailed link, signs in with an authenticator and records the donation by the donor's code, and the donor is told
 * their blood reached the hospital. Each person in their own browser context, at a phone's size.
 */
const suite = useStackAndBrowser();
const LASUTH = 'Lagos State University Teaching Hospital';

const phone = async (session?: Parameters<typeof useSession>[1], role: 'donor' | 'recipient' = 'donor') => {
  const context = await suite.browser.newContext({
    viewport: { width: 360, height: 640 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  if (session) await useSession(context, session, role);
  return context.newPage();
};

const sessionOf = async (token: string) => {
  const { user } = await apiCall<{ user: Record<string, unknown> }>(suite.stack, 'GET', '/v1/user', undefined, token);
  return { token, user };
};

const axe = async (page: Page, name: string, problems: string[]) => {
  await screenshot(page, `hospital-officer/${name}`);
  const content = (await page.getByRole('dialog').count()) > 0 ? ['main', '[role="dialog"]'] : ['main'];
  problems.push(...(await seriousViolations(page, content)).map((line) => `${name}: ${line}`));
};

describe('a hospital officer records a donation by the donor code', () => {
  it('from the wizard at LASUTH to "Your blood reached" on the donor\'s phone', { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    const staff = await signedInStaff(suite.stack);
    const hospitalId = await verifyHospital(suite.stack, staff, LASUTH);
    const recipientAccount = await createAccount(suite.stack, { firstName: 'Ngozi', phone: '2348036660001' });
    await apiCall(suite.stack, 'PUT', '/v1/user', { role: 'recipient' }, recipientAccount.token);
    const donorAccount = await createAccount(suite.stack, { firstName: 'Emeka', phone: '2348036660002' });

    // The recipient asks for blood for someone else at LASUTH, found by its alias.
    const recipient = await phone(await sessionOf(recipientAccount.token), 'recipient');
    await recipient.goto(`${suite.stack.baseUrl}${paths.app.findDonor}?recipient=other`);
    await recipient.getByText('Step 1 of 3').waitFor();
    await recipient.getByLabel("Recipient's first name").fill('Chidi');
    await recipient.getByLabel("Recipient's last name").fill('Eze');
    await recipient.getByLabel('Gender').selectOption('Male');
    await recipient.getByLabel('Blood group').selectOption('O+');
    await recipient.getByRole('button', { name: 'Proceed' }).tap();
    await recipient.getByText('Step 2 of 3').waitFor();
    await recipient.getByLabel('Reason').selectOption({ label: 'Surgery' });
    await recipient.getByLabel('Units of blood (1 to 4)').fill('2');
    await recipient.getByLabel("Recipient's phone number").fill('0803 555 1234');
    await recipient.getByRole('button', { name: 'Now!' }).tap();
    await recipient.getByRole('button', { name: 'Proceed' }).tap();
    await recipient.getByText('Step 3 of 3').waitFor();
    await recipient.getByLabel('Hospital', { exact: true }).fill('lasuth');
    await recipient.getByRole('button', { name: new RegExp(LASUTH) }).tap();
    await recipient.getByTestId('chosen-hospital').getByText(LASUTH).waitFor();
    await recipient.getByText('Verified hospital').first().waitFor();
    await recipient.getByLabel('Physician').fill('Dr Bello');
    await recipient.getByRole('button', { name: 'Submit Request' }).tap();
    await recipient.waitForURL('**/app/dashboard/find-donor/complete');
    await recipient.context().close();

    // The nearby donor is alerted, accepts, and is shown the code to give at the blood bank.
    const { donations } = await eventually(
      () =>
        apiCall<{ donations: { id: string }[] }>(
          suite.stack,
          'GET',
          '/v1/requests/donor?page=1&limit=20',
          undefined,
          donorAccount.token,
        ),
      (reply) => reply.donations.length > 0,
      'the request to reach the donor',
      { timeoutMs: 30_000 },
    );
    const requestId = donations[0]!.id;
    const donor = await phone(await sessionOf(donorAccount.token));
    await donor.goto(`${suite.stack.baseUrl}${paths.app.requests}?id=${requestId}`);
    const popup = donor.getByRole('dialog', { name: 'Chidi needs O+ blood' });
    await popup.getByRole('button', { name: 'Accept' }).tap();
    const accepted = donor.getByRole('dialog', { name: 'Thank you for accepting!' });
    const shownCode = (await accepted.getByTestId('donor-code').innerText()).trim();
    expect(shownCode).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);
    await accepted.getByText('Give this code at the blood bank').waitFor();
    await axe(donor, 'donor-accepted-with-code', problems);

    // Staff invite an officer; the officer sets a password from the emailed link.
    const officerEmail = `officer.${Date.now()}@lasuth.example`;
    const link = await inviteOfficer(suite.stack, staff, {
      hospitalId,
      email: officerEmail,
      name: 'Funke Adebayo',
    });
    expect(new URL(link).pathname).toBe(paths.hospital.setPassword);
    const officer = await phone();
    await officer.goto(link.replace(new URL(link).origin, suite.stack.baseUrl));
    await officer.getByRole('heading', { name: 'Set your password' }).waitFor();
    await officer.getByLabel('New Password').fill('short');
    await officer.getByRole('button', { name: 'Set password' }).tap();
    await officer.getByText('Password must be at least 8 characters').waitFor();
    await officer.getByLabel('New Password').fill(OFFICER_PASSWORD);
    await officer.getByLabel('Confirm Password').fill(OFFICER_PASSWORD);
    await axe(officer, 'set-password', problems);
    await officer.getByRole('button', { name: 'Set password' }).tap();
    await officer.getByText('Password set.').waitFor();
    await officer.getByRole('link', { name: 'Hospital sign-in' }).tap();

    // First sign-in: password, authenticator enrolment (the code computed from the secret on screen), recovery codes.
    await officer.waitForURL(`**${paths.hospital.login}`);
    await officer.getByLabel('Email').fill(officerEmail);
    await officer.getByLabel('Password').fill(OFFICER_PASSWORD);
    await officer.getByRole('button', { name: 'Continue' }).tap();
    await officer.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    await axe(officer, 'enrolment', problems);
    const secret = (await officer.getByTestId('totp-secret').innerText()).trim();
    await officer.getByLabel('6-digit code').fill(totpCode(secret));
    await officer.getByRole('button', { name: 'Confirm and sign in' }).tap();
    await officer.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    expect(await officer.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBeGreaterThan(
      0,
    );
    await officer.getByRole('button', { name: /I have saved them/ }).tap();

    // The officer's home: their hospital, the request with its donor; the officer vouches for it.
    await officer.waitForURL(`**${paths.hospital.root}`);
    await officer.getByRole('heading', { name: LASUTH, level: 1 }).waitFor();
    const request = officer.getByRole('article', { name: 'Chidi Eze' });
    await request.getByText('Emeka T.').waitFor();
    await request.getByText('Coming to donate').waitFor();
    // The blood was needed "Now!": that time has passed, so a no-show could be told (it is not, the donor came).
    expect(await request.getByRole('button', { name: 'No-show' }).count()).toBe(1);
    await settle(officer);
    await axe(officer, 'home', problems);
    // The patient needs one unit, not the two asked for: the officer corrects it.
    await request.getByText('2 units').waitFor();
    await request.getByRole('button', { name: 'Confirm genuine' }).tap();
    const genuine = officer.getByRole('dialog', { name: 'Is the request for Chidi Eze genuine?' });
    await genuine.getByLabel('Units needed').fill('1');
    await genuine.getByRole('button', { name: 'Confirm genuine' }).tap();
    await request.getByText('Confirmed genuine').waitFor();
    await request.getByText('1 unit', { exact: true }).waitFor();

    // The donor's list of accepted requests now says the hospital vouched for it, beside the code to give.
    await donor.goto(`${suite.stack.baseUrl}${paths.app.requests}`);
    const acceptedList = donor.getByRole('region', { name: 'Requests you accepted' });
    await acceptedList.getByText(`Confirmed by ${LASUTH}`).waitFor();
    expect((await acceptedList.getByTestId('donor-code').innerText()).trim()).toBe(shownCode);

    // A mistyped code is caught before anything is sent; a wrong one is refused by the API's lookup, no dialog opens.
    const codeField = officer.getByLabel('Donor code');
    await codeField.fill('ABC');
    await officer.getByRole('button', { name: 'Record donation' }).tap();
    await officer.getByText('A donor code has 6 letters and digits').waitFor();
    const wrong = shownCode === 'ABC-234' ? 'ABC-235' : 'ABC-234';
    await codeField.fill(wrong.toLowerCase());
    await officer.getByRole('button', { name: 'Record donation' }).tap();
    await officer.getByRole('alert').waitFor();
    expect(await officer.getByRole('dialog').count()).toBe(0);
    await request.getByText('Coming to donate').waitFor();

    // The donor's code, as read out at the counter: the lookup names the donor and the patient first.
    await codeField.fill(shownCode.toLowerCase().replace('-', ' '));
    await officer.getByRole('button', { name: 'Record donation' }).tap();
    const confirm = officer.getByRole('dialog', { name: 'Record this donation?' });
    await confirm.getByText(shownCode).waitFor();
    await confirm.getByText('Donor: Emeka T.').waitFor();
    await confirm.getByText('For the patient Chidi Eze').waitFor();
    await axe(officer, 'record-confirm', problems);
    await confirm.getByRole('button', { name: 'Yes, record it' }).tap();
    await officer.getByText(`Donation recorded: Emeka T. gave blood at ${LASUTH}`).waitFor();
    await officer.getByRole('tab', { name: 'Closed' }).tap();
    await officer.getByRole('article', { name: 'Chidi Eze' }).getByText('Donation received here').waitFor();
    await axe(officer, 'closed', problems);

    // The same code again is not a second donation: the lookup refuses the spent code.
    await codeField.fill(shownCode);
    await officer.getByRole('button', { name: 'Record donation' }).tap();
    await officer.getByRole('alert').waitFor();
    expect(await officer.getByRole('dialog').count()).toBe(0);

    // Signing out leaves the hospital area; the officer's token never went to a donor's routes.
    await officer.getByRole('button', { name: 'Sign out' }).tap();
    await officer.waitForURL(`**${paths.hospital.login}`);
    await officer.context().close();

    // The donor hears that their blood reached the hospital, and the history says who confirmed it.
    await donor.goto(`${suite.stack.baseUrl}${paths.app.notifications}`);
    await eventually(
      async () => {
        await donor.reload();
        await settle(donor);
        return donor.getByText(`Your blood reached ${LASUTH}`).count();
      },
      (count) => count > 0,
      'the "Your blood reached" notification',
      { timeoutMs: 30_000, intervalMs: 1000 },
    );
    await axe(donor, 'donor-notifications', problems);
    await donor.goto(`${suite.stack.baseUrl}${paths.app.history}`);
    await donor.getByRole('button', { name: new RegExp(`Donation at ${LASUTH}`) }).tap();
    await donor.getByText(`Confirmed by ${LASUTH}`).waitFor();
    await axe(donor, 'donor-history', problems);
    await donor.context().close();
    expect(problems).toEqual([]);
  });
});
