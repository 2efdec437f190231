import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDonorCode } from '@app/domain';
import { HospitalTrustChip } from '@/components/hospital-trust-chip';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useAppeals, type DonorAppeal } from '../api/get-appeals';

/** The blood groups an appeal asks for, as a donor reads them ("O+, O-"). */
export const groupsOf = (appeal: Pick<DonorAppeal, 'blood_groups'>) => appeal.blood_groups.join(', ');

/** What an appeal is: where, which groups, why and until when. Only verified hospitals raise appeals. */
export function AppealFacts({ appeal }: { appeal: DonorAppeal }) {
  const { t } = useTranslation('donor-appeals');
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{appeal.hospital.name}</Typography>
        <HospitalTrustChip verified />
      </Box>
      <Typography>{t('facts.groups', { groups: groupsOf(appeal) })}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{appeal.reason}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('facts.until', { when: formatDateTime(appeal.until) })}
      </Typography>
    </Box>
  );
}

function AppealCard({ appeal }: { appeal: DonorAppeal }) {
  const { t } = useTranslation('donor-appeals');
  const titleId = `appeal-${appeal.id}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ border: 2, borderColor: 'error.main', bgcolor: 'rgba(211, 47, 47, 0.04)' }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: 20, color: 'error.dark' }}>
          {t('card.title')}
        </Typography>
        <AppealFacts appeal={appeal} />
        {appeal.my_response && (
          <Typography sx={{ fontWeight: 600 }}>
            {t('card.coming', {
              when: formatDateTime(appeal.my_response.slot_start),
              code: formatDonorCode(appeal.my_response.donor_code),
            })}
          </Typography>
        )}
        <Button
          component={RouterLink}
          to={paths.app.appeal(appeal.id)}
          variant="contained"
          color="error"
          sx={{ justifySelf: 'start' }}
        >
          {appeal.my_response ? t('card.open') : t('card.answer')}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The running appeals that reached the donor (and a filled one they are coming to), above everything else on the
 * dashboard; nothing when there are none.
 */
export function AppealCards() {
  const appeals = useAppeals();
  const shown = (appeals.data ?? []).filter((appeal) => appeal.status === 'running' || appeal.my_response);
  if (!shown.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      {shown.map((appeal) => (
        <AppealCard key={appeal.id} appeal={appeal} />
      ))}
    </Box>
  );
}
