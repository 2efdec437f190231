import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { forgotPasswordForm, loginForm, resetPasswordForm, signupForm } from './auth.forms.js';
import { lastDonationStepForm, vitalsForm } from './profile.forms.js';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse());
};

describe('section 5 form rules', () => {
  it('treats blank after trimming as empty', () => {
    expect(messages(loginForm, { email: '   ', password: '' })).toEqual({
      email: 'Email cannot be empty',
      password: 'Password cannot be empty',
    });
    expect(messages(loginForm, { email: 'a@b', password: 'x' })).toEqual({ email: 'Invalid email address' });
  });

  it('takes phones as +234 and ten digits, sent without the plus', () => {
    const ok = signupForm.parse({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      phone_number: '+2348012345678',
      password: 'long enough',
      privacy: true,
    });
    expect(ok.phone_number).toBe('2348012345678');
    expect(
      messages(signupForm, {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.co',
        phone_number: '+23480',
        password: 'long enough',
        privacy: true,
      }),
    ).toEqual({
      phone_number: 'Invalid phone number, use +234xxxxxxxxxx format',
    });
  });

  it('uses the forgot and reset password messages', () => {
    expect(messages(forgotPasswordForm, { email: 'x' })).toEqual({ email: 'Invalid Email' });
    expect(messages(resetPasswordForm, { password: 'long enough', confirm_password: 'different' })).toEqual({
      confirm_password: 'Passwords must match',
    });
  });

  it('checks the last donation month and year', () => {
    const form = lastDonationStepForm(new Date('2026-11-22'));
    expect(messages(form, { month: '', year: '' })).toEqual({
      month: 'Month cannot be empty',
      year: 'Year cannot be empty',
    });
    expect(messages(form, { month: '03', year: '202' })).toEqual({ year: 'Enter a valid year' });
    expect(messages(form, { month: '03', year: '1920' })).toEqual({ year: 'Year must be greater than 1926' });
    expect(messages(form, { month: '03', year: '2027' })).toEqual({ year: 'Year cannot be greater than 2026' });
    expect(messages(form, { month: '03', year: '2025' })).toEqual({});
  });

  it('turns empty vitals into null and checks the rest', () => {
    expect(vitalsForm.parse({ height: '', weight: ' ', heart_rate: null, blood_pressure: '' })).toEqual({
      height: null,
      weight: null,
      heart_rate: null,
      blood_pressure: null,
    });
    expect(messages(vitalsForm, { height: '0', weight: 70, heart_rate: 60, blood_pressure: '120/80' })).toEqual({
      height: 'Height  must be greater than 0',
    });
  });
});
