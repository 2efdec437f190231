import { GuidanceSteps } from '@/components/guidance-steps';

const STEPS = [
  {
    title: 'Before you donate',
    notes: [
      'Eat a good meal and drink plenty of water before your visit.',
      'Sleep well the night before and avoid alcohol for 24 hours.',
      'Bring a valid ID. The whole visit takes about 1 hour; the donation itself 8 to 10 minutes.',
      'Every donor goes through a mandatory health check and tests before giving blood.',
    ],
  },
  {
    title: 'Your commitment',
    notes: [
      'Donation is voluntary and unpaid. You may be reimbursed for transport, but never paid for blood.',
      'Only your phone number is shared with a recipient once you accept a request.',
      'Do not ask a recipient for money beyond a reasonable transport fare.',
      'Rest for 10 to 15 minutes after donating and enjoy the refreshments.',
    ],
  },
] as const;

const LABELS = {
  step: (number: number, total: number) => `Step ${number} of ${total}`,
  next: 'Next',
  agree: 'I have read and agree to these guidelines',
  done: 'Done',
};

/** The pre-donation guidance: two steps of notes, then the agreement and "Done". */
export function PreDonationGuidance({ onDone }: { onDone: () => void }) {
  return <GuidanceSteps steps={STEPS} labels={LABELS} onDone={onDone} />;
}
