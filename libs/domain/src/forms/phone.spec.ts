import { describe, expect, it } from '@jest/globals';
import { advocateApplication } from './advocate.forms.js';
import { signupForm } from './auth.forms.js';
import { requestDateText } from '../blood-requests/request-date.js';
import { newBloodRequestForm, requestDetailsForOtherForm } from './blood-request.forms.js';
import { donationForm } from './donation.forms.js';
import { internationalPhoneField, nigerianPhoneField } from './fields.js';
import {
  displayNigerianPhone,
  isNigerianMobile,
  normaliseNigerianPhone,
  PHONE_NOT_MOBILE,
} from '../phone/phone-number.js';

const SPEC_MESSAGE = 'Invalid phone number; use +234XXXXXXXXXX format';
const phone = nigerianPhoneField('Phone number cannot be empty', SPEC_MESSAGE);
const messageFor = (value: unknown) => {
  const result = phone.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('Nigerian phone numbers', () => {
  it.each([
    '0803 123 4567',
    '08031234567',
    '+234 803 123 4567',
    '+2348031234567',
    '2348031234567',
    '234-803-123-4567',
    '+234 (0) 803 123 4567',
    '+234(0)8031234567',
    '(0803) 123-4567',
    '0803.123.4567',
    '00234 803 123 4567',
    '803 123 4567',
    '  0803 123 4567  ',
    '+234 803–123–4567',
  ])('normalises "%s" to the stored form 2348031234567', (typed) => {
    expect(normaliseNigerianPhone(typed)).toBe('2348031234567');
    expect(phone.parse(typed)).toBe('2348031234567');
  });

  it('accepts every mobile range (070, 080, 081, 090, 091)', () => {
    expect(
      ['0701 234 5678', '0802 234 5678', '0813 234 5678', '0905 234 5678', '0915 234 5678'].map(normaliseNigerianPhone),
    ).toEqual(['2347012345678', '2348022345678', '2348132345678', '2349052345678', '2349152345678']);
  });

  it.each([
    ['0803 123 456', 'one digit short'],
    ['0803 123 45678', 'one digit too many'],
    ['+234 803 123 456', 'short after the country code'],
    ['0603 123 4567', 'not a mobile range'],
    ['0823 123 4567', 'second digit outside 0 and 1'],
    ['+44 7911 123456', 'another country'],
    ['2358031234567', 'another country code'],
    ['0803 123 4567 ext 2', 'letters'],
    ['0803_123_4567', 'other punctuation'],
    ['++2348031234567', 'two plus signs'],
    ['+0803 123 4567', 'a plus without the country code'],
  ])('keeps the spec message for "%s" (%s)', (typed) => {
    expect(normaliseNigerianPhone(typed)).toBeNull();
    expect(messageFor(typed)).toBe(SPEC_MESSAGE);
  });

  it('refuses numbers of the right shape that are not mobile phones, saying texts cannot reach them', () => {
    for (const typed of ['0700 123 4567', '0800 123 4567', '0900 123 4567', '0917 123 4567', '0819 212 3456'])
      expect([typed, messageFor(typed)]).toEqual([typed, PHONE_NOT_MOBILE]);
    expect(isNigerianMobile('2347001234567')).toBe(false);
    expect(isNigerianMobile('2348191123456')).toBe(true);
    expect(isNigerianMobile('447911123456')).toBe(false);
  });

  it('says empty for a blank or missing value', () => {
    expect(messageFor('   ')).toBe('Phone number cannot be empty');
    expect(messageFor(undefined)).toBe('Phone number cannot be empty');
  });

  it('shows the stored form with its plus', () => {
    expect(displayNigerianPhone('2348031234567')).toBe('+2348031234567');
    expect(displayNigerianPhone('447911123456')).toBe('447911123456');
  });

  it('is the rule of sign-up, the request wizard and the full request payload', () => {
    expect(signupForm.shape.phone_number.parse('0803 123 4567')).toBe('2348031234567');
    expect(requestDetailsForOtherForm.shape.phone_number.parse('+234 (0) 803 123 4567')).toBe('2348031234567');
    const request = newBloodRequestForm.parse({
      recipient: 'others',
      first_name: 'Chidi',
      last_name: 'Eze',
      gender: 'Male',
      blood_group: 'O+',
      phone_number: '234-803-123-4567',
      reason_id: 1,
      units: 1,
      date: requestDateText(new Date()),
      hospital: 'LUTH',
      physician: 'Dr Bello',
      state_id: 25,
      latitude: '6.5',
      longitude: '3.3',
    });
    expect(request.phone_number).toBe('2348031234567');
  });
});

describe('phone fields open to numbers from abroad (advocate, money donation)', () => {
  const international = internationalPhoneField('Phone number cannot be empty', SPEC_MESSAGE);

  it('normalises Nigerian numbers typed any way, like the Nigerian rule', () => {
    expect(international.parse('0803 123 4567')).toBe('2348031234567');
    expect(international.parse('+234 (0) 803 123 4567')).toBe('2348031234567');
  });

  it('keeps a foreign number with its country code as digits, and refuses one too short', () => {
    expect(international.parse('+44 (0) 7911-123.456')).toBe('4407911123456');
    expect(international.safeParse('+44 7911 1234').error?.issues[0]?.message).toBe(SPEC_MESSAGE);
  });

  it('is the rule of the advocate and donation forms', () => {
    expect(advocateApplication.shape.phone_number.parse('0803 123 4567')).toBe('2348031234567');
    expect(donationForm.shape.phone_number.parse('234-803-123-4567')).toBe('2348031234567');
  });
});
