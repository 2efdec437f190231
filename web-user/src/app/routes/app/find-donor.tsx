import { useLocation, useSearchParams } from 'react-router-dom';
import { FindDonorWizard } from '@/features/find-donor/components/find-donor-wizard';
import type { WizardValues } from '@/features/find-donor/components/wizard-form';
import { recipientKindOf } from '@/features/find-donor/hooks/wizard-steps';

export function Component() {
  const [params] = useSearchParams();
  const recipient = recipientKindOf(params.get('recipient'));
  // "Request again" from Your Requests hands over the earlier request's details as router state.
  const prefill = (useLocation().state as { prefill?: Partial<WizardValues> } | null)?.prefill;
  return <FindDonorWizard key={recipient} recipient={recipient} initial={prefill} />;
}
