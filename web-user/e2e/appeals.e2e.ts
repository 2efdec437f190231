import { beforeAll, describe, expect, it } from 'vitest';
import { formatDonorCode } from '../../libs/domain/src/donors/donor-code';
import { paths } from '../src/config/paths';
import { screenshot, settle } from './support/browser';
import { createAccount, type Account } from './support/donor-area';
import { eventually } from './support/eventually';
import { englishIn, englishOnly, LANGUAGES, text } from './support/languages';
import { PHONE_SIZES, phoneContext, phoneProblems } from './support/phone';
import type { SignedIn } from './support/signed-in';
import { adminCall, signedInStaff } from './support/staff';
import { useSession } from './support/signed-in';
import { useStackAndBrowser } from './support/suite';

/**
 * An urgent appeal from end to end: staff raise it through the admin API, it reaches a compatible donor in the
 * state, who sees it on the dashboard, says "I'm coming" for an hour, gets the address, map and donor code, and
 * cancels; on a 360×640 phone with every button clear of the bars.
 */
const suite = useStackAndBrowser();
const REASON = 'Tanker explosion on the Otedola bridge: many burns patients';
const HOSPITAL = 'Lagos State University Teaching Hospital';
/** Words of the data itself (the donor, the hospital, the reason), not of the interface. */
const DATA = [REASON, HOSPITAL, '1-5 Oba Akinjobi Way', 'Ifeoma', 'Test', 'Lagos', 'Ikeja'];

interface DonorAppeal {
  id: string;
  my_response: { slot_start: string; donor_code: string } | null;
  slots: { start: string; taken: number; capacity: number }[];
}

let donor: Account;
let session: SignedIn;
let appealId: string;

const donorAppeals = () =>
  suite.stack
    .call<{ data: DonorAppeal[] } | DonorAppeal[]>('GET', '/v1/appeals', undefined, donor.token)
    .then((reply) => (Array.isArray(reply) ? reply : reply.data));

beforeAll(async () => {
  donor = await createAccount(suite.stack, { firstName: 'Ifeoma', phone: '2348061110001', bloodGroup: 'O+' });
  const { user } = await suite.stack.call<{ user: Record<string, unknown> }>('GET', '/v1/user', undefined, donor.token);
  session = { token: donor.token, user };

  const staff = await signedInStaff(suite.stack, `appeals.${Date.now()}@bloodmatch.example`);
  const [hospital] = await adminCall<{ id: string }[]>(
    suite.stack,
    staff,
    'GET',
    `/hospitals?filter=${encodeURIComponent(JSON.stringify({ q: 'E2E-LA-0001' }))}`,
  );
  await adminCall(suite.stack, staff, 'POST', `/hospitals/${hospital!.id}/verify`);
  const appeal = await adminCall<{ id: string }>(suite.stack, staff, 'POST', '/appeals', {
    hospital_id: hospital!.id,
    compatible_with: 'O+',
    area: { kind: 'state', state: 'Lagos' },
    units_wanted: 10,
    until: new Date(Date.now() + 6 * 3_600_000).toISOString(),
    reason: REASON,
    per_hour: 3,
  });
  appealId = appeal.id;
  // The fan-out runs in the projectors after the appeal is raised.
  await eventually(
    donorAppeals,
    (appeals) => appeals.some((one) => one.id === appealId),
    'the appeal to reach the donor',
    {
      timeoutMs: 60_000,
    },
  );
}, 180_000);

describe('an urgent appeal', () => {
  it('shows on the dashboard; the donor comes in a chosen hour, gets the code and cancels', async () => {
    const size = PHONE_SIZES[0];
    const { context, page } = await phoneContext(suite.browser, size, { session, role: 'donor' });
    const problems: string[] = [];
    try {
      // The appeal's notification opens its page.
      await eventually(
        () =>
          suite.stack.call<{ notifications: { url: string | null }[] }>(
            'GET',
            '/v1/notifications',
            undefined,
            donor.token,
          ),
        (reply) => reply.notifications.some((item) => item.url === paths.app.appeal(appealId)),
        "the appeal's notification",
      );
      await page.goto(`${suite.stack.baseUrl}${paths.app.notifications}`);
      await page.getByRole('link', { name: `Urgent appeal: ${HOSPITAL} needs blood` }).tap();
      await page.waitForURL(`**${paths.app.appeal(appealId)}`);
      await page.getByRole('heading', { name: 'Urgent appeal for blood', level: 1 }).waitFor();

      await page.goto(`${suite.stack.baseUrl}${paths.app.dashboard}`);
      const card = page.getByRole('region', { name: 'Urgent appeal for blood' });
      await card.getByText(REASON).waitFor();
      await card.getByText(HOSPITAL).waitFor();
      expect(await card.getByTestId('hospital-trust').innerText()).toBe('Verified hospital');
      expect(await card.getByText(/^Blood groups needed: /).innerText()).toContain('O+');
      await settle(page);
      problems.push(...(await phoneProblems(page, size, 'dashboard with an appeal')));
      await card.getByRole('link', { name: 'See the times and answer' }).tap();
      await page.waitForURL(`**${paths.app.appeal(appealId)}`);

      const slots = page.getByRole('radiogroup', { name: 'Choose the hour you can come' });
      await slots.waitFor();
      await settle(page);
      problems.push(...(await phoneProblems(page, size, 'appeal page')));
      await slots.getByRole('radio').and(page.locator(':enabled')).first().check();
      await page.getByRole('button', { name: "I'm coming" }).tap();

      const code = page.getByTestId('donor-code');
      await code.waitFor();
      const [mine] = (await donorAppeals()).filter((appeal) => appeal.id === appealId);
      expect(mine?.my_response).not.toBeNull();
      expect(await code.innerText()).toBe(formatDonorCode(mine!.my_response!.donor_code));
      expect(await code.innerText()).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);
      await page.getByText('Give this code at the blood bank, so your donation is counted.').waitFor();
      await page.getByText('1-5 Oba Akinjobi Way', { exact: false }).waitFor();
      expect(await page.getByRole('link', { name: 'Use Map' }).getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=6\.59/,
      );
      await settle(page);
      await screenshot(page, 'appeals/coming-360x640');
      const cancel = page.getByRole('button', { name: 'I can no longer come' });
      problems.push(...(await phoneProblems(page, size, 'appeal, coming', [cancel])));

      await cancel.tap();
      await page.getByText('You are no longer coming. Thank you for telling us.').waitFor();
      await eventually(
        donorAppeals,
        (appeals) => appeals.find((appeal) => appeal.id === appealId)?.my_response === null,
        'the cancelled answer',
      );
      await slots.waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('speaks Hausa, Yoruba, Igbo and Pidgin on the dashboard card and the appeal page, code and all', async () => {
    const [appeal] = (await donorAppeals()).filter((one) => one.id === appealId);
    const slot = appeal!.slots.find((one) => one.taken < one.capacity)!;
    await suite.stack.call('POST', `/v1/appeals/${appealId}/responses`, { slot_start: slot.start }, donor.token);
    const problems: string[] = [];
    try {
      for (const language of LANGUAGES) {
        const english = englishOnly(language);
        await suite.stack.call('PUT', '/v1/user', { language }, donor.token);
        const context = await suite.browser.newContext({
          locale: language,
          viewport: { width: 360, height: 640 },
          serviceWorkers: 'block',
        });
        await useSession(context, session, 'donor');
        await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
        const page = await context.newPage();
        for (const path of [paths.app.dashboard, paths.app.appeal(appealId)]) {
          await page.goto(`${suite.stack.baseUrl}${path}`);
          await page.getByText(REASON).first().waitFor();
          if (path !== paths.app.dashboard) await page.getByTestId('donor-code').waitFor();
          await settle(page);
          let shown = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
          for (const word of DATA) shown = shown.replaceAll(word, ' ');
          problems.push(...englishIn(shown, english).map((found) => `${language} ${path}: "${found}"`));
        }
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
          text(language, 'donor-appeals:card.title'),
        );
        await screenshot(page, `appeals/coming-${language}`);
        await context.close();
      }
    } finally {
      await suite.stack.call('PUT', '/v1/user', { language: 'en' }, donor.token);
      await suite.stack.call('DELETE', `/v1/appeals/${appealId}/responses/mine`, undefined, donor.token);
    }
    expect(problems).toEqual([]);
  });
});
