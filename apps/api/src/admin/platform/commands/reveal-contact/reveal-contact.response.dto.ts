import { z } from 'zod';
import { CONTACT_REVEALS, type ContactResource } from './contact-reveals.js';

export const revealedContactSchema = (resource: ContactResource) =>
  z.object({
    id: z.string(),
    ...Object.fromEntries(CONTACT_REVEALS[resource].fields.map((field) => [field, z.string().nullable()])),
  });

export type RevealedContact = { id: string } & Record<string, string | null>;
