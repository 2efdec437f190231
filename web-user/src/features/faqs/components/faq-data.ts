/**
 * The questions, in the order shown: the first two are fixed (how it works, registration), then the list of
 * frequent questions. Each names its group in the `faqs` catalogue (`.question` and `.answer`).
 */
export const FIXED_FAQS = ['faqs:items.howItWorks', 'faqs:items.registration'] as const;

export const FAQS = [
  'faqs:items.whoCanDonate',
  'faqs:items.paid',
  'faqs:items.howOften',
  'faqs:items.howLong',
  'faqs:items.safe',
  'faqs:items.bloodGroup',
  'faqs:items.request',
  'faqs:items.units',
  'faqs:items.states',
  'faqs:items.privacy',
  'faqs:items.decline',
  'faqs:items.advocate',
  'faqs:items.support',
] as const;
