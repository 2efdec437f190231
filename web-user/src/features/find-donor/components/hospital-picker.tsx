import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HospitalTrustChip } from '@/components/hospital-trust-chip';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { toast } from '@/lib/toasts';
import { useProposeHospital } from '../api/propose-hospital';
import { canSearchHospitals, useHospitalSearch, type Hospital } from '../api/search-hospitals';
import { loadFindDonorSchemas } from './load-find-donor-schemas';

/** What the wizard keeps of the chosen hospital. */
export interface ChosenHospital {
  id: string;
  name: string;
  place: string;
  verified: boolean;
}

export const chosenFrom = (hospital: Hospital): ChosenHospital => ({
  id: hospital.id,
  name: hospital.name,
  place: placeOf(hospital),
  verified: hospital.verified,
});

/** Town and LGA (when they differ), then the state: where a person recognises the hospital. */
const placeOf = (hospital: Hospital) =>
  [...new Set([hospital.town, hospital.lga].filter(Boolean)), hospital.state.name].join(', ');

/**
 * The hospital step's picker: a search by name (nearest first when the person's position is known), results as
 * large buttons with the place and whether staff verified the hospital, and "My hospital is not listed" for a
 * small form that adds one and chooses it. Built from plain buttons and a list so it works with a keyboard, by touch
 * and at 360 px.
 */
export function HospitalPicker({
  value,
  onChange,
  near,
  error,
}: {
  value: ChosenHospital | null;
  onChange: (hospital: ChosenHospital | null) => void;
  near: { latitude: number; longitude: number } | null;
  error?: string;
}) {
  const { t } = useTranslation('hospitals');
  const [q, setQ] = useState('');
  const [proposing, setProposing] = useState(false);
  const search = { q: useDebouncedValue(q, 300), near };
  const results = useHospitalSearch(search);
  const ids = { input: useId(), results: useId() };

  if (value) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('picker.chosen')} role="group">
        <Typography variant="overline" color="text.secondary" component="p">
          {t('picker.chosen')}
        </Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="chosen-hospital">
          {value.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {value.place}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <HospitalTrustChip verified={value.verified} />
        </Box>
        {!value.verified && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('picker.unverifiedNote')}
          </Typography>
        )}
        <Button sx={{ mt: 1, minHeight: 44 }} onClick={() => onChange(null)}>
          {t('picker.change')}
        </Button>
      </Paper>
    );
  }

  if (proposing) {
    return (
      <ProposeHospitalForm
        initialName={q}
        onCancel={() => setProposing(false)}
        onAdded={(hospital) => {
          setProposing(false);
          onChange(chosenFrom(hospital));
        }}
      />
    );
  }

  const hospitals = canSearchHospitals(search) ? (results.data ?? []) : [];
  return (
    <Box>
      <TextField
        id={ids.input}
        label={t('picker.label')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        fullWidth
        autoComplete="off"
        helperText={error ?? t('picker.hint')}
        error={Boolean(error)}
        slotProps={{ htmlInput: { 'aria-controls': ids.results, enterKeyHint: 'search' } }}
        // Enter searches (as typing does); it must not submit the wizard before a hospital is chosen.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {results.isFetching && hospitals.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('picker.searching')}
          </Typography>
        )}
        {results.isError && <Alert severity="warning">{t('picker.failed')}</Alert>}
        {!results.isFetching && !results.isError && search.q.trim().length >= 2 && hospitals.length === 0 && (
          <Typography variant="body2">{t('picker.none')}</Typography>
        )}
      </Box>
      {hospitals.length > 0 && (
        <>
          <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
            {search.q.trim().length >= 2 ? t('picker.results') : t('picker.nearYou')}
          </Typography>
          <List id={ids.results} aria-label={t('picker.results')} dense disablePadding>
            {hospitals.map((hospital) => (
              <ListItem key={hospital.id} disablePadding>
                <ListItemButton
                  onClick={() => onChange(chosenFrom(hospital))}
                  sx={{
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    mb: 1,
                    minHeight: 56,
                    alignItems: 'flex-start',
                  }}
                >
                  <ListItemText
                    primary={hospital.name}
                    secondary={
                      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                        <span>
                          {placeOf(hospital)}
                          {hospital.distance_km !== null && ` · ${t('picker.kmAway', { km: hospital.distance_km })}`}
                        </span>
                        <HospitalTrustChip verified={hospital.verified} />
                      </Box>
                    }
                    slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'span' } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Button variant="text" onClick={() => setProposing(true)} sx={{ mt: 1, minHeight: 44 }}>
        {t('picker.notListed')}
      </Button>
    </Box>
  );
}

interface ProposalValues {
  name: string;
  address: string;
  town: string;
}

/** "My hospital is not listed": name, address and town; the API places it at its town and it is chosen at once. */
function ProposeHospitalForm({
  initialName,
  onCancel,
  onAdded,
}: {
  initialName: string;
  onCancel: () => void;
  onAdded: (hospital: Hospital) => void;
}) {
  const { t } = useTranslation('hospitals');
  const form = useForm<ProposalValues>({ name: initialName.trim(), address: '', town: '' });
  const propose = useProposeHospital();

  // Not a <form>: it sits inside the wizard's form, and nested forms are not allowed.
  const submit = async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    const { hospitalProposalForm } = await loadFindDonorSchemas();
    const values = form.check(hospitalProposalForm);
    if (!values) return;
    try {
      const hospital = await propose.mutateAsync(values);
      toast.success(t('propose.added'));
      onAdded({ ...hospital, distance_km: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.setErrors(error.errors);
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      role="group"
      aria-labelledby="propose-hospital-title"
      // Enter adds the hospital here rather than submitting the wizard around it.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) void submit(event);
      }}
    >
      <Typography id="propose-hospital-title" variant="h6" component="h2" sx={{ fontSize: 18, mb: 1 }}>
        {t('propose.title')}
      </Typography>
      <Stack spacing={1.5}>
        <TextField label={t('propose.name')} fullWidth {...form.field('name')} />
        <TextField label={t('propose.address')} fullWidth {...form.field('address')} />
        <TextField
          label={t('propose.town')}
          fullWidth
          {...form.field('town')}
          helperText={form.errors.town ?? t('propose.townHint')}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void submit()} loading={propose.isPending} sx={{ minHeight: 44 }}>
            {t('propose.submit')}
          </Button>
          <Button onClick={onCancel} sx={{ minHeight: 44 }}>
            {t('propose.cancel')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
