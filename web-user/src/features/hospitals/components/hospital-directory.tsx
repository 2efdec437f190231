import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useStates } from '@/api/get-states';
import { ContentPage } from '@/components/content-page';
import { EmptyState, NoAnswer } from '@/components/feedback-states';
import { mapsSearchUrl } from '@/components/map/place-map';
import { SelectField } from '@/components/select-field';
import { usePublicHospitals, type PublicHospital } from '../api/get-public-hospitals';

/** The state chosen in the address (`?state=25`), so a list can be shared; null when none or not a number. */
export const chosenStateId = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** Where it is, from the most precise part the registry has: address, town, LGA. */
export const hospitalPlace = (hospital: Pick<PublicHospital, 'address' | 'town' | 'lga'>) =>
  [hospital.address, hospital.town, hospital.lga].filter(Boolean).join(', ');

function HospitalCard({ hospital }: { hospital: PublicHospital }) {
  const { t } = useTranslation('hospitals');
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ fontSize: 18, fontWeight: 600 }}>
          {hospital.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={t(`kinds.${hospital.kind}`)} />
          <Chip
            size="small"
            variant="outlined"
            sx={{ borderColor: hospital.has_blood_bank ? 'success.main' : 'divider', color: 'text.primary' }}
            label={hospital.has_blood_bank ? t('directory.bloodBank') : t('directory.noBloodBank')}
          />
        </Stack>
        {hospitalPlace(hospital) && <Typography variant="body2">{hospitalPlace(hospital)}</Typography>}
        <Box sx={{ mt: 1, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {hospital.phone && <Link href={`tel:${hospital.phone.replace(/\s+/g, '')}`}>{hospital.phone}</Link>}
          <Link
            href={mapsSearchUrl(hospital.latitude, hospital.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('map:useMap')}: ${hospital.name}`}
          >
            {t('map:useMap')}
          </Link>
        </Box>
      </CardContent>
    </Card>
  );
}

function StateHospitals({ stateId }: { stateId: number }) {
  const { t } = useTranslation('hospitals');
  const hospitals = usePublicHospitals(stateId);
  if (!hospitals.data) return <NoAnswer pending={hospitals.isPending} label={t('directory.loading')} />;
  const { state, hospitals: list } = hospitals.data;
  if (list.length === 0) return <EmptyState title={t('directory.empty', { state: state.name })} />;
  return (
    <Stack
      component="ul"
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('directory.listOf', { state: state.name })}
    >
      {list.map((hospital) => (
        <li key={hospital.id}>
          <HospitalCard hospital={hospital} />
        </li>
      ))}
    </Stack>
  );
}

/** Verified hospitals by state, blood banks first, so a donor knows where to walk in and give blood. */
export function HospitalDirectory() {
  const { t } = useTranslation('hospitals');
  const states = useStates();
  const [params, setParams] = useSearchParams();
  const stateId = chosenStateId(params.get('state'));
  return (
    <ContentPage title={t('routes:hospitals')} lead={t('directory.lead')}>
      <SelectField
        label={t('directory.state')}
        placeholder={t('directory.chooseState')}
        options={(states.data ?? []).map((state) => ({ value: String(state.id), label: state.name }))}
        value={stateId === null ? '' : String(stateId)}
        onChange={(event) => setParams(event.target.value ? { state: event.target.value } : {}, { replace: true })}
        fullWidth
        sx={{ mb: 3 }}
      />
      {stateId === null ? (
        <Typography color="text.secondary">{t('directory.pickState')}</Typography>
      ) : (
        <StateHospitals stateId={stateId} />
      )}
    </ContentPage>
  );
}
