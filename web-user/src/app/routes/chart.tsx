import { useTranslation } from 'react-i18next';
import { ContentPage, P } from '@/components/content-page';
import { BloodMatchTable } from '@/features/chart/components/blood-match-table';

export function Component() {
  const { t } = useTranslation('chart');
  return (
    <ContentPage title={t('routes:chart')} lead={t('lead')}>
      <BloodMatchTable />
      <P>
        <br />
        {t('note')}
      </P>
    </ContentPage>
  );
}
