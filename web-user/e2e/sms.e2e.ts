import { describe, expect, it } from 'vitest';
import { latestSmsCode, writtenSms } from '../../libs/testing/src/sms/written-sms';
import { screenshot, seriousViolations } from './support/browser';
import { signedInDonor, useSession } from './support/signed-in';
import { useStackAndBrowser } from './support/suite';

const suite = useStackAndBrowser();
/** The number the stack's onboarded donors are given. */
const PHONE = '2348031234567';

describe('phone verification in the profile', () => {
  it('sends a code by SMS (the sandbox file), refuses a wrong one, verifies, and unlocks SMS alerts', async () => {
    const session = await signedInDonor(suite.stack, 'Sade');
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    await useSession(context, session, 'donor');
    const page = await context.newPage();
    await page.goto(`${suite.stack.baseUrl}/app/profile`);

    const card = page.getByRole('region', { name: 'Phone and SMS' });
    await card.getByText('Not verified').waitFor();
    const smsAlerts = card.getByRole('switch', { name: 'SMS alerts' });
    expect(await smsAlerts.isDisabled()).toBe(true);
    await card.getByText('Verify your phone number to turn on SMS alerts.').waitFor();

    await card.getByRole('button', { name: 'Send code' }).click();
    await card.getByText(/^We sent a code to \+2348031234567\./).waitFor();
    const [sms] = writtenSms(suite.stack.dataDir, PHONE);
    expect(sms?.text).toMatch(/^Blood Match: your code is \d{6}\./);
    const code = latestSmsCode(suite.stack.dataDir, PHONE);

    const field = card.getByLabel('6-digit code');
    await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await card.getByRole('button', { name: 'Verify' }).click();
    await card.getByText('That code is not right. Check the text message and try again').waitFor();

    await field.fill(code);
    await card.getByRole('button', { name: 'Verify' }).click();
    await card.getByText('Verified', { exact: true }).waitFor();
    expect(await smsAlerts.isEnabled()).toBe(true);
    // The switch shows the account's state: it turns on once the API has said so.
    await smsAlerts.click();
    await page.getByText('SMS alerts are on').first().waitFor();
    await card.locator('.Mui-checked').waitFor();
    expect(await smsAlerts.isChecked()).toBe(true);

    await page.reload();
    await card.getByText('Verified', { exact: true }).waitFor();
    expect(await card.getByRole('switch', { name: 'SMS alerts' }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'profile-phone-verified');
    await context.close();
  });
});
