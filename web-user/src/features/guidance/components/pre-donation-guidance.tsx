import { useTranslation } from 'react-i18next';
import { GuidanceSteps } from '@/components/guidance-steps';
import { textList } from '@/lib/i18n';

/** The two steps, each a group in the `guidance` catalogue: a title and its notes. */
const STEPS = ['guidance:before', 'guidance:commitment'] as const;

/** The pre-donation guidance: two steps of notes, then the agreement and "Done". */
export function PreDonationGuidance({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('guidance');
  const steps = STEPS.map((step) => ({ title: t(`${step}.title`), notes: textList(`${step}.notes`) }));
  const labels = {
    step: (number: number, total: number) => t('onboarding:stepOf', { step: number, total }),
    next: t('common:actions.next'),
    agree: t('agree'),
    done: t('done'),
  };
  return <GuidanceSteps steps={steps} labels={labels} onDone={onDone} />;
}
