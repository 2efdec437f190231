import { APP_NAME } from '@/config/app';

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

/** The first two items are fixed; the rest come from the list of frequent questions. */
export const FIXED_FAQS: Faq[] = [
  {
    id: 'how-it-works',
    question: `How does ${APP_NAME} work?`,
    answer:
      'A hospital-backed request for blood is matched with registered voluntary donors of a compatible blood group near the hospital. Donors who accept get the details, go to the hospital and donate. Only the donor’s phone number is shared with the recipient.',
  },
  {
    id: 'registration',
    question: 'How do I register?',
    answer:
      'Select "Sign up", fill in your name, email and phone number, verify your email, then add your gender, date of birth, blood group and location. Registration takes about a minute.',
  },
];

export const FAQS: Faq[] = [
  {
    id: 'who-can-donate',
    question: 'Who can donate blood?',
    answer:
      'Healthy adults, generally between 18 and 65 years old and weighing at least 50kg, who pass the health check at the blood bank.',
  },
  {
    id: 'paid',
    question: 'Will I be paid for donating?',
    answer:
      'No. Donation is voluntary and unpaid. You may be reimbursed for transport, and donors receive 1,000 naira of airtime as a thank-you.',
  },
  {
    id: 'how-often',
    question: 'How often can I donate?',
    answer:
      'Men can donate about every 3 months and women about every 4 months. We will not send you requests before then.',
  },
  {
    id: 'how-long',
    question: 'How long does donating take?',
    answer:
      'The whole visit takes about an hour; the donation itself 8 to 10 minutes, followed by 10 to 15 minutes of rest.',
  },
  {
    id: 'safe',
    question: 'Is it safe to donate?',
    answer:
      'Yes. A new sterile, single-use needle is used for every donor, and a health check is done before every donation.',
  },
  {
    id: 'blood-group',
    question: 'I do not know my blood group. Can I still register?',
    answer:
      'Find out your blood group at a hospital or laboratory first; matching depends on it. You can then register in a minute.',
  },
  {
    id: 'request',
    question: 'How do I request blood?',
    answer:
      'Sign in, switch to a recipient account and choose "For Yourself" or "For Another Recipient". Requests must come from a registered hospital.',
  },
  {
    id: 'units',
    question: 'How many units can I request?',
    answer: 'At most 4 units per request. There is no limit to the number of requests.',
  },
  { id: 'states', question: 'Which states do you cover?', answer: 'All 36 states and the Federal Capital Territory.' },
  {
    id: 'privacy',
    question: 'Who sees my details?',
    answer: 'Only your phone number is shared with a recipient, and only after you accept their request.',
  },
  {
    id: 'decline',
    question: 'Can I decline a request?',
    answer: 'Yes, with a reason. Declining often within 30 days leads to a warning.',
  },
  {
    id: 'advocate',
    question: 'How can I help if I cannot donate?',
    answer: 'Join the advocacy programme, partner with us, or donate money to support the initiative.',
  },
  {
    id: 'support',
    question: 'How do I reach support?',
    answer: 'By phone from 9am to 5pm, Monday to Friday, or through the feedback page in the app.',
  },
];
