import { describe, expect, it } from '@jest/globals';
import { signupForm } from '../forms/auth.forms.js';
import { onboardingForm, personalDetailsStepForm } from '../forms/profile.forms.js';
import { CONSENT_KINDS, CONSENT_MESSAGES, CONSENT_VERSIONS, healthDataConsentField } from './consent.js';
import { RETENTION_DAYS, retentionCutoff } from './retention.js';

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('consent', () => {
  it('passes only a ticked box: true, never "true", 1 or a missing value', () => {
    expect(healthDataConsentField.safeParse(true).success).toBe(true);
    for (const value of ['true', 1, false, undefined, null])
      expect(healthDataConsentField.safeParse(value).success).toBe(false);
  });

  it('is required by sign-up (the privacy box) and by onboarding (health data)', () => {
    expect(errorsOf(signupForm.safeParse({}))).toMatchObject({ privacy: 'You must accept the privacy policy' });
    expect(errorsOf(onboardingForm.safeParse({}))).toMatchObject({
      health_data_consent: CONSENT_MESSAGES.healthDataRequired,
    });
    expect(
      personalDetailsStepForm.safeParse({
        gender: 'Female',
        dob: '1990-05-01',
        blood_group: 'O+',
        health_data_consent: true,
      }).success,
    ).toBe(true);
  });

  it('has a version for every kind', () => {
    for (const kind of CONSENT_KINDS) expect(CONSENT_VERSIONS[kind]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('retention', () => {
  it('puts the cutoff the kind’s period before now', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(retentionCutoff('notifications', now).toISOString()).toBe('2026-05-27T12:00:00.000Z');
    expect(now.getTime() - retentionCutoff('accountTokens', now).getTime()).toBe(
      RETENTION_DAYS.accountTokens * 86_400_000,
    );
  });
});
