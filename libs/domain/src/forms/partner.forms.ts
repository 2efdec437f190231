import { z } from 'zod';
import { emailField, isBlank, requiredChoice, requiredText } from './fields.js';

export const PARTNER_MESSAGES = {
  nameEmpty: 'Name cannot be empty',
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Invalid Email',
  optionEmpty: 'Please select an option',
  descriptionEmpty: 'Description must not be empty',
} as const;

export const PARTNERSHIP_OPTIONS = [
  'Media Slots',
  'Branded Items',
  'Hotel accommodation/hall services',
  'Other',
] as const;
export type PartnershipOption = (typeof PARTNERSHIP_OPTIONS)[number];

/** The partner form as typed; choosing Other asks for a description, which is checked but not sent. */
export const partnerForm = z
  .object({
    name: requiredText(PARTNER_MESSAGES.nameEmpty).pipe(z.string().max(200)),
    email: emailField(PARTNER_MESSAGES.emailEmpty, PARTNER_MESSAGES.emailInvalid),
    description: requiredChoice(PARTNERSHIP_OPTIONS, PARTNER_MESSAGES.optionEmpty),
    other_description: z.unknown().optional(),
    is_organization: z.boolean().default(false),
  })
  .superRefine((form, ctx) => {
    if (form.description === 'Other' && isBlank(form.other_description)) {
      ctx.addIssue({ code: 'custom', message: PARTNER_MESSAGES.descriptionEmpty, path: ['other_description'] });
    }
  })
  .transform(({ name, email, description, is_organization }) => ({ name, email, description, is_organization }));

/** What POST /v1/partnerships accepts. */
export const partnershipRequest = z.object({
  name: requiredText(PARTNER_MESSAGES.nameEmpty).pipe(z.string().max(200)),
  email: emailField(PARTNER_MESSAGES.emailEmpty, PARTNER_MESSAGES.emailInvalid),
  description: requiredChoice(PARTNERSHIP_OPTIONS, PARTNER_MESSAGES.optionEmpty),
  is_organization: z.boolean().default(false),
});

export type PartnerForm = z.input<typeof partnerForm>;
