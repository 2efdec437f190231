import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GuidanceSteps } from '@/components/guidance-steps';
import { paths } from '@/config/paths';

const FIRST_NOTES = ['transport', 'noPayment', 'onPlatform', 'reachable', 'noRedirect'] as const;
const SECOND_NOTES = ['reRequest', 'photo'] as const;

/** After a request: the recipient's guidance in two steps, then the agreement enabling "Done" (to the dashboard). */
export function RequestComplete() {
  const { t } = useTranslation('find-donor');
  const navigate = useNavigate();
  const steps = [
    { title: t('complete.firstTitle'), notes: FIRST_NOTES.map((key) => t(`complete.notes.${key}`)) },
    { title: t('complete.secondTitle'), notes: SECOND_NOTES.map((key) => t(`complete.notes.${key}`)) },
  ];
  return (
    <GuidanceSteps
      steps={steps}
      labels={{
        step: (number, total) => t('stepOf', { number, total }),
        next: t('actions.next'),
        agree: t('complete.agree'),
        done: t('complete.done'),
      }}
      onDone={() => navigate(paths.app.dashboard)}
    />
  );
}
