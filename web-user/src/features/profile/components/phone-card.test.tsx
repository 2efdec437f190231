import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { toastStore } from '@/lib/toasts';
import { renderWithApp, stubFetch } from '@/test/render';
import { AUTH_MESSAGES, PHONE_MESSAGES } from '@app/domain';
import type { PhoneStatus } from '../api/get-phone-status';
import { PhoneCard } from './phone-card';

afterEach(() => vi.unstubAllGlobals());

const UNVERIFIED: PhoneStatus = {
  phone_number: '2348031234567',
  verified_at: null,
  sms_alerts: false,
  code_expires_at: null,
  sms_alert_delay_minutes: 15,
};
const CODE_SENT: PhoneStatus = { ...UNVERIFIED, code_expires_at: '2026-11-23T10:10:00.000Z' };
const VERIFIED: PhoneStatus = { ...UNVERIFIED, verified_at: '2026-11-23T10:01:00.000Z' };

const ok = (data: PhoneStatus, message = 'Successful') => ({ body: { data, message } });
const toasts = () => toastStore.getSnapshot().map((toast) => toast.message);
const card = () => screen.getByRole('region', { name: 'Phone and SMS' });
const smsSwitch = () => within(card()).getByRole('switch', { name: 'SMS alerts' });
/** Types into a field (what was there first cleared) and presses the card's button. */
const enter = async (field: HTMLElement, text: string, button: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(within(card()).getByRole('button', { name: button }));
};

describe('the phone card', () => {
  it('verifies the number with a texted code, showing each refusal, then lets SMS alerts be turned on', async () => {
    let verifyTries = 0;
    const { calls } = stubFetch({
      'GET /user/phone': ok(UNVERIFIED),
      'POST /user/phone/code': ok(CODE_SENT, 'We sent a code to your phone'),
      'POST /user/phone/verify': () =>
        ++verifyTries === 1
          ? {
              status: 400,
              body: {
                message: 'That code is not right. Check the text message and try again',
                errors: { code: 'That code is not right. Check the text message and try again' },
              },
            }
          : ok(VERIFIED, 'Your phone number is verified'),
      'PUT /user/sms-alerts': (init) =>
        ok({ ...VERIFIED, sms_alerts: JSON.parse(String(init?.body)).enabled as boolean }),
    });
    renderWithApp(<PhoneCard />);

    expect(await within(card()).findByText('+2348031234567')).toBeInTheDocument();
    expect(within(card()).getByText('Not verified')).toBeInTheDocument();
    expect(smsSwitch()).toBeDisabled();
    expect(smsSwitch()).toHaveAccessibleDescription('Verify your phone number to turn on SMS alerts.');

    await userEvent.click(within(card()).getByRole('button', { name: 'Send code' }));
    expect(await within(card()).findByText(/^We sent a code to \+2348031234567\. It works until /)).toBeInTheDocument();

    const code = within(card()).getByLabelText('6-digit code');
    await enter(code, '12a', 'Verify');
    expect(await within(card()).findByText(PHONE_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(verifyTries).toBe(0);

    await enter(code, '123456', 'Verify');
    expect(
      await within(card()).findByText('That code is not right. Check the text message and try again'),
    ).toBeInTheDocument();

    await enter(code, '654321', 'Verify');
    expect(await within(card()).findByText('Verified')).toBeInTheDocument();
    expect(toasts()).toContain('Your phone number is verified');
    expect(within(card()).queryByLabelText('6-digit code')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.init?.body)).toEqual([
      undefined,
      JSON.stringify({ code: '123456' }),
      JSON.stringify({ code: '654321' }),
    ]);

    expect(smsSwitch()).toBeEnabled();
    expect(smsSwitch()).toHaveAccessibleDescription(
      'If you do not open a request alert within 15 minutes, we also send it by SMS. We remind you by SMS the day before you donate. Replies to our SMS are not read.',
    );
    await userEvent.click(smsSwitch());
    await waitFor(() => expect(smsSwitch()).toBeChecked());
    expect(toasts()).toContain('SMS alerts are on');
  });

  it('says why a code was not sent', async () => {
    stubFetch({
      'GET /user/phone': ok(UNVERIFIED),
      'POST /user/phone/code': {
        status: 429,
        body: { message: 'Too many codes sent to this number, please try again within 60 minutes' },
      },
    });
    renderWithApp(<PhoneCard />);
    await userEvent.click(await within(card()).findByRole('button', { name: 'Send code' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Too many codes sent to this number, please try again within 60 minutes',
    );
  });

  it('changes the number: checked like every phone field, sent normalised, then unverified everywhere', async () => {
    storage.setUser({
      id: 'u-1',
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
      phone_number: '2348031234567',
    });
    const { calls } = stubFetch({
      'GET /user/phone': ok(VERIFIED),
      'PUT /user/phone': ok(
        { ...UNVERIFIED, phone_number: '2348035550101' },
        'Your phone number was changed. Verify it to get SMS alerts',
      ),
    });
    renderWithApp(<PhoneCard />);
    await userEvent.click(await within(card()).findByRole('button', { name: 'Change number' }));

    const field = within(card()).getByLabelText('New phone number');
    await enter(field, '12345', 'Save');
    expect(await within(card()).findByText(AUTH_MESSAGES.phoneInvalid)).toBeInTheDocument();

    await enter(field, '0803 555 0101', 'Save');
    expect(await within(card()).findByText('+2348035550101')).toBeInTheDocument();
    expect(within(card()).getByText('Not verified')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(smsSwitch()).toBeDisabled();
    expect(toasts()).toContain('Phone number changed. Verify it to get SMS alerts.');
    // The personal details card reads the session user's number.
    expect(storage.getUser()?.phone_number).toBe('2348035550101');
    expect(calls.find((call) => call.method === 'PUT')?.init?.body).toBe(
      JSON.stringify({ phone_number: '2348035550101' }),
    );
  });
});
