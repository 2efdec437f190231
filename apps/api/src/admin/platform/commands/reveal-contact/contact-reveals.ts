import { adminNotFound } from '../../../admin.errors.js';

/** The resources whose contact details are masked, which fields each reveals and its not-found error. */
export const CONTACT_REVEALS = {
  users: { fields: ['email', 'phone_number'], notFound: adminNotFound('user_not_found') },
  'advocate-applications': {
    fields: ['email', 'phone_number'],
    notFound: adminNotFound('advocate_application_not_found'),
  },
  'partnership-messages': { fields: ['email'], notFound: adminNotFound('partnership_message_not_found') },
  'money-donations': { fields: ['email', 'phone_number'], notFound: adminNotFound('donation_not_found') },
} as const;

export type ContactResource = keyof typeof CONTACT_REVEALS;
