import { z } from 'zod';

/**
 * The versions of the texts a person agrees to. Raise a version when its text changes in a way people must agree to
 * again: each consent record keeps the version that was shown, so it is known later what was accepted.
 */
export const TERMS_VERSION = '2026-11-23';
export const PRIVACY_POLICY_VERSION = '2026-11-23';
export const HEALTH_DATA_CONSENT_VERSION = '2026-11-23';

/**
 * What a person agrees to: the terms of use and the privacy policy at sign-up, and the processing of their blood
 * group and genotype (health data under the NDPA 2023) at onboarding.
 */
export const CONSENT_KINDS = ['terms', 'privacy_policy', 'health_data'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_VERSIONS: Record<ConsentKind, string> = {
  terms: TERMS_VERSION,
  privacy_policy: PRIVACY_POLICY_VERSION,
  health_data: HEALTH_DATA_CONSENT_VERSION,
};

/** The sign-up checkbox ("I have read the privacy policy") accepts both texts at their current versions. */
export const SIGN_UP_CONSENTS: readonly ConsentKind[] = ['terms', 'privacy_policy'];

export const CONSENT_MESSAGES = {
  healthDataRequired:
    'To donate we must process your blood group and genotype: tick the box to agree, or you cannot finish',
  healthDataRequiredRecipient:
    'To find you a donor we must process your blood group: tick the box to agree, or you cannot finish',
} as const;

/** A ticked consent box: only `true` passes (a string "true" or a missing box does not). */
export const consentField = (message: string) => z.literal(true, { error: message });

export const healthDataConsentField = consentField(CONSENT_MESSAGES.healthDataRequired);
export const recipientHealthDataConsentField = consentField(CONSENT_MESSAGES.healthDataRequiredRecipient);
