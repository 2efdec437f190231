import { describe, expect, it } from 'vitest';
import { formatDonorCode } from '../../libs/domain/src/donors/donor-code';
import { paths } from '../src/config/paths';
import { screenshot, settle } from './support/browser';
import { createAccount } from './support/donor-area';
import { eventually } from './support/eventually';
import { signedInOfficer, signedInStaff, useOfficerSession, verifyHospital } from './support/hospital-officer';
import { PHONE_SIZES, phoneContext, phoneProblems } from './support/phone';
import { useStackAndBrowser } from './support/suite';

/**
 * An urgent appeal raised by the hospital itself: the officer of the verified LASUTH raises it from the hospital
 * area, a compatible donor in Lagos says "I'm coming" for an hour, the officer sees that donor coming in that hour,
 * records the donation by the donor's code (the lookup names the donor first) and stops the appeal. On phones.
 */
const suite = useStackAndBrowser();
const LASUTH = 'Lagos State University Teaching Hospital';
const REASON = 'Building collapse in Ikeja: many injured need blood';

describe("a hospital's own urgent appeal", () => {
  it('raised by the officer, answered by a donor, recorded by code and stopped', { timeout: 300_000 }, async () => {
    const size = PHONE_SIZES[0];
    const problems: string[] = [];
    const staff = await signedInStaff(suite.stack);
    const lasuth = await verifyHospital(suite.stack, staff, LASUTH);
    const officer = await signedInOfficer(suite.stack, staff, lasuth);
    const donor = await createAccount(suite.stack, { firstName: 'Bisi', phone: '2348071110001', bloodGroup: 'O+' });

    // The officer raises the appeal from the hospital area: all compatible with O+, the whole of Lagos State.
    const desk = await phoneContext(suite.browser, size);
    await useOfficerSession(desk.context, officer);
    const page = desk.page;
    await page.goto(`${suite.stack.baseUrl}${paths.hospital.root}`);
    await page.getByRole('link', { name: 'Urgent appeals' }).tap();
    await page.getByText('Your hospital has not raised an appeal yet.').waitFor();
    await page.getByRole('link', { name: 'Raise an appeal' }).tap();
    await page.getByRole('heading', { name: 'Raise an urgent appeal' }).waitFor();
    await page.getByLabel("Patient's blood group").selectOption('O+');
    expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('Lagos');
    await page.getByLabel('Units wanted').fill('2');
    await page.getByLabel('Public reason').fill(REASON);
    await settle(page);
    problems.push(...(await phoneProblems(page, size, 'raise an appeal')));
    await page.getByRole('button', { name: 'Raise the appeal' }).tap();
    await page.waitForURL((url) => url.pathname.startsWith('/hospital/appeals/') && !url.pathname.endsWith('/new'));
    const appealId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: REASON }).waitFor();
    await page.getByText('Running').waitFor();

    // The fan-out runs in the projectors; the donor answers from their own phone.
    const donorAppeals = () =>
      suite.stack.call<{ id: string; my_response: { donor_code: string; slot_start: string } | null }[]>(
        'GET',
        '/v1/appeals',
        undefined,
        donor.token,
      );
    await eventually(donorAppeals, (list) => list.some((one) => one.id === appealId), 'the appeal to reach the donor', {
      timeoutMs: 60_000,
    });
    const { user } = await suite.stack.call<{ user: Record<string, unknown> }>(
      'GET',
      '/v1/user',
      undefined,
      donor.token,
    );
    const giver = await phoneContext(suite.browser, size, { session: { token: donor.token, user }, role: 'donor' });
    await giver.page.goto(`${suite.stack.baseUrl}${paths.app.appeal(appealId)}`);
    const hours = giver.page.getByRole('radiogroup', { name: 'Choose the hour you can come' });
    await hours.waitFor();
    await hours.getByRole('radio').and(giver.page.locator(':enabled')).first().check();
    await giver.page.getByRole('button', { name: "I'm coming" }).tap();
    await giver.page.getByTestId('donor-code').waitFor();
    const [mine] = (await donorAppeals()).filter((one) => one.id === appealId);
    const code = mine!.my_response!.donor_code;
    expect(await giver.page.getByTestId('donor-code').innerText()).toBe(formatDonorCode(code));
    await giver.context.close();

    // The officer sees the donor coming in that hour, against the 4 an hour the hospital takes by default.
    await page.reload();
    const slot = page.getByRole('listitem', { name: /: 1 coming of 4 you can take$/ });
    await slot.waitFor();
    expect(await page.getByRole('listitem', { name: /: 1 coming/ }).count()).toBe(1);
    await page.getByText('1 of 3 donors coming').waitFor();
    await settle(page);
    await screenshot(page, 'hospital-appeals/appeal-360x640');
    problems.push(...(await phoneProblems(page, size, 'hospital appeal')));

    // The donor gives their code at the blood bank: the lookup names them before the officer records it.
    await page.goto(`${suite.stack.baseUrl}${paths.hospital.root}`);
    await page.getByLabel('Donor code').fill(formatDonorCode(code).toLowerCase());
    await page.getByRole('button', { name: 'Record donation' }).tap();
    const confirm = page.getByRole('dialog', { name: 'Record this donation?' });
    await confirm.getByText(/^Donor: Bisi \w\.$/).waitFor();
    await confirm.getByText('Came for your urgent appeal').waitFor();
    problems.push(...(await phoneProblems(page, size, 'record an appeal donation')));
    await confirm.getByRole('button', { name: 'Yes, record it' }).tap();
    await page
      .getByText(new RegExp(`^Donation recorded: Bisi \\w\\. gave blood at ${LASUTH}\\. Thank them!$`))
      .waitFor();

    // The officer stops the appeal, after confirming.
    await page.goto(`${suite.stack.baseUrl}${paths.hospital.appeal(appealId)}`);
    await page.getByRole('button', { name: 'Stop appeal' }).tap();
    const stop = page.getByRole('dialog', { name: 'Stop this appeal?' });
    await stop.getByRole('button', { name: 'Yes, stop it' }).tap();
    await page.getByText('Stopped').waitFor();
    expect(await page.getByRole('button', { name: 'Stop appeal' }).count()).toBe(0);
    await eventually(donorAppeals, (list) => !list.some((one) => one.id === appealId), 'the stopped appeal to go');
    await desk.context.close();
    expect(problems).toEqual([]);
  });
});
