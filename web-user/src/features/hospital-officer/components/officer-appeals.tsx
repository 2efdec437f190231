import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, NoAnswer } from '@/components/feedback-states';
import { paths } from '@/config/paths';
import { useOfficerAppeals, type OfficerAppeal } from '../api/get-officer-appeals';
import { AppealStatusChip, AppealSummary } from './appeal-summary';

function AppealCard({ appeal }: { appeal: OfficerAppeal }) {
  const { t } = useTranslation('hospital-officer');
  return (
    <Card component="article" aria-label={appeal.reason} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <AppealStatusChip status={appeal.status} />
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{appeal.reason}</Typography>
        <AppealSummary appeal={appeal} />
        <Button component={RouterLink} to={paths.hospital.appeal(appeal.id)} sx={{ justifySelf: 'start' }}>
          {t('appeals.open')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The hospital's appeals, newest first, with the way to raise one. */
export function OfficerAppeals() {
  const { t } = useTranslation('hospital-officer');
  const appeals = useOfficerAppeals();
  const list = appeals.data;
  return (
    <>
      <Link component={RouterLink} to={paths.hospital.root} sx={{ display: 'inline-block', mb: 1 }}>
        {t('appeals.back')}
      </Link>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 0.5 }}>
        {t('appeals.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('appeals.intro')}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.hospital.newAppeal}
        variant="contained"
        color="error"
        size="large"
        fullWidth
        sx={{ mb: 3 }}
      >
        {t('appeals.raise')}
      </Button>
      {!list && <NoAnswer pending={appeals.isPending} label={t('appeals.loading')} />}
      {list && !list.length && <EmptyState title={t('appeals.empty')} />}
      {list && list.length > 0 && (
        <Stack spacing={2}>
          {list.map((appeal) => (
            <AppealCard key={appeal.id} appeal={appeal} />
          ))}
        </Stack>
      )}
    </>
  );
}
