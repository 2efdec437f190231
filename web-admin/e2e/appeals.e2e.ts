import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from '../../web-user/e2e/support/browser';
import { eventually } from '../../web-user/e2e/support/eventually';
import { startAdminStack, WEB_ADMIN, type AdminStack } from './support/admin-stack';
import { confirmDialog, firstSignIn, setPasswordFromLink } from './support/console';

/**
 * Urgent appeals in the console against the real API: raise one for a verified hospital, see it reach a donor and
 * the donor's "I'm coming" counted in the list, filter the list, and stop the appeal behind a confirmation.
 */
let stack: AdminStack;
let browser: Browser;
let page: Page;
const run = Date.now();
const STAFF_EMAIL = `appeals.${run}@bloodmatch.example`;
const PASSWORD = 'Staff-Console-2026!';
const DONOR = { firstName: 'Kelechi', email: `kelechi.${run}@example.com`, password: 'Blood-Match-2026!' };
const REASON = `Building collapse in Ikeja ${run}`;
const HOSPITAL = 'Lagos State University Teaching Hospital';

beforeAll(async () => {
  stack = await startAdminStack();
  browser = await launchBrowser();
  // Staff verified LASUTH earlier: only a verified hospital may appeal.
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  await client.query(
    `update hospital set status = 'verified', verified_at = now() where facility_code = 'E2E-LA-0001'`,
  );
  await client.end();
  await stack.createOnboardedDonor({ ...DONOR, phone: '2348071110001' });
});

// What the console showed when the journey failed, for whoever reads the failure.
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail' || !page || page.isClosed()) return;
  mkdirSync(join(WEB_ADMIN, 'artifacts'), { recursive: true });
  await page.screenshot({ path: join(WEB_ADMIN, 'artifacts', 'failed-appeals.png'), fullPage: true });
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('appeals in the staff console', () => {
  it('raises an appeal, counts who is coming, filters the list and stops it once confirmed', async () => {
    const link = stack.createStaffWithCli({ email: STAFF_EMAIL, name: 'Appeal Desk', role: 'moderator' });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await setPasswordFromLink(page, link, PASSWORD);
    await firstSignIn(page, `${stack.baseUrl}/admin/`, STAFF_EMAIL, PASSWORD);

    await page.getByRole('menuitem', { name: 'Appeals' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/#/appeals/create');
    // Typed once the form's first hospital choices have loaded, so their arrival does not reset the text.
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    const hospital = page.getByRole('combobox', { name: 'Hospital' });
    await hospital.click();
    await hospital.pressSequentially('Lagos State');
    await page.getByRole('option', { name: HOSPITAL }).click();
    await page.getByRole('combobox', { name: 'All compatible with (patient group)' }).click();
    await page.getByRole('option', { name: 'O+', exact: true }).click();
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Lagos', exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Units wanted' }).fill('6');
    const until = new Date(Date.now() + 5 * 3_600_000);
    until.setSeconds(0, 0);
    const local = new Date(until.getTime() - until.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByLabel('Until').fill(local);
    await page.getByRole('textbox', { name: 'Public reason' }).fill(REASON);
    await page.getByRole('button', { name: 'Save' }).click();

    // The show page of the raised appeal.
    await page.waitForURL(/#\/appeals\/[^/]+\/show$/);
    const appealId = decodeURIComponent(page.url().match(/appeals\/([^/]+)\/show/)![1]!);
    expect(appealId).toHaveLength(36);
    await page.getByText(REASON).waitFor();
    await page.getByText('O+, O-').waitFor();
    await page.getByText('All of Lagos').waitFor();

    // The donor in Ikeja is told, and says they are coming in the first hour with room.
    const { token } = await stack.userApi<{ token: string }>('POST', '/v1/auth/login', {
      email: DONOR.email,
      password: DONOR.password,
    });
    const appeals = await eventually(
      () =>
        stack.userApi<{ id: string; slots: { start: string; taken: number; capacity: number }[] }[]>(
          'GET',
          '/v1/appeals',
          undefined,
          token,
        ),
      (list) => list.some((appeal) => appeal.id === appealId),
      'the appeal to reach the donor',
      { timeoutMs: 60_000 },
    );
    const slot = appeals.find((appeal) => appeal.id === appealId)!.slots.find((one) => one.taken < one.capacity)!;
    await stack.userApi('POST', `/v1/appeals/${appealId}/responses`, { slot_start: slot.start }, token);

    await page.getByRole('menuitem', { name: 'Appeals' }).click();
    const row = page.locator('tbody tr').filter({ hasText: HOSPITAL });
    await row.first().waitFor();
    expect(await row.first().innerText()).toMatch(
      /running[\s\S]*Lagos State University Teaching Hospital[\s\S]*O\+, O-\s+1\s+6/,
    );
    await page.getByRole('textbox', { name: 'Reason or hospital' }).fill('no such appeal');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Reason or hospital' }).fill(String(run));
    await row.first().click();

    await page.waitForURL(`**/#/appeals/${appealId}/show`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stop appeal' }).click();
    await page
      .getByRole('dialog', { name: `Stop the appeal for ${HOSPITAL}?` })
      .getByText('Donors coming: 1.')
      .waitFor();
    await confirmDialog(page);
    await page.getByText('Appeal stopped').waitFor();
    await page.getByText('stopped', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Stop appeal' }).count()).toBe(0);
    const stopped = await stack.userApi<{ id: string }[]>('GET', '/v1/appeals', undefined, token);
    expect(stopped.some((appeal) => appeal.id === appealId)).toBe(false);
  });
});
