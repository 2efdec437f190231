import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  appealUntilProblem,
  BLOOD_GROUPS,
  DEFAULT_APPEAL_MARGIN_PERCENT,
  DEFAULT_APPEAL_PER_HOUR,
  MAX_APPEAL_REASON_LENGTH,
  raiseAppealForm,
} from '@app/domain';
import { useStates } from '@/api/get-states';
import { DateField } from '@/components/date-field';
import { SelectField } from '@/components/select-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm, type FieldErrors } from '@/lib/forms';
import { useRaiseAppeal, type RaiseAppealBody } from '../api/appeal-actions';

type AreaKind = 'state' | 'lgas' | 'radius';

/** The LGAs of a state as the API knows them (the gazetteer), loaded with the form only when LGAs are chosen. */
function useLgasOf(state: string, wanted: boolean) {
  const [lgas, setLgas] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    setLgas(null);
    if (!wanted || !state) return undefined;
    import('@app/geo/places')
      .then(({ NIGERIAN_LGAS }) => {
        if (live)
          setLgas(
            NIGERIAN_LGAS.filter((lga) => lga.state === state)
              .map((lga) => lga.name)
              .sort((a, b) => a.localeCompare(b)),
          );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [state, wanted]);
  return lgas;
}

/** A date field's value (the phone's own time) a few hours from now: a usual length for an appeal. */
const inHours = (hours: number) => {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setMinutes(0, 0, 0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A date field's value as the API's instant; a half-filled one as it is, for the form's rule to refuse. */
const isoMoment = (value: string) => {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : value;
};

/** The server's field errors under this form's fields: `area.lgas` is the area's. */
const byField = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.split('.')[0]!, message]));

/**
 * Raising an appeal for the officer's hospital: whom it asks (every group that can give to a patient group, or named
 * donor groups), where (a whole state, some of its LGAs, or a radius around the hospital), how many, until when, why,
 * and what the hospital can take. The API refuses an unverified hospital's officer: its words are shown as they come.
 */
export function RaiseAppealForm({ hospitalState }: { hospitalState: string | undefined }) {
  const { t } = useTranslation('hospital-officer');
  const navigate = useNavigate();
  const raise = useRaiseAppeal();
  const states = useStates();
  const [groupsBy, setGroupsBy] = useState<'compatible' | 'groups'>('compatible');
  const [groups, setGroups] = useState<string[]>([]);
  const [areaKind, setAreaKind] = useState<AreaKind>('state');
  const [chosenLgas, setChosenLgas] = useState<string[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const form = useForm({
    compatible_with: '',
    state: hospitalState ?? '',
    radius_km: '10',
    units_wanted: '',
    until: inHours(6),
    reason: '',
    per_hour: String(DEFAULT_APPEAL_PER_HOUR),
    margin_percent: String(DEFAULT_APPEAL_MARGIN_PERCENT),
  });
  const { values } = form;
  const lgas = useLgasOf(values.state, areaKind === 'lgas');

  const toggle = (list: string[], item: string) =>
    list.includes(item) ? list.filter((other) => other !== item) : [...list, item];

  const body = (): RaiseAppealBody => {
    const state = areaKind === 'radius' ? (hospitalState ?? values.state) : values.state;
    return {
      ...(groupsBy === 'groups'
        ? { blood_groups: groups as RaiseAppealBody['blood_groups'] }
        : { compatible_with: (values.compatible_with || undefined) as RaiseAppealBody['compatible_with'] }),
      area:
        areaKind === 'lgas'
          ? { kind: areaKind, state, lgas: chosenLgas }
          : areaKind === 'radius'
            ? { kind: areaKind, state, radius_km: Number(values.radius_km) }
            : { kind: areaKind, state },
      units_wanted: Number(values.units_wanted),
      until: isoMoment(values.until),
      reason: values.reason,
      per_hour: Number(values.per_hour),
      margin_percent: Number(values.margin_percent),
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    const request = body();
    const checked = form.check(raiseAppealForm, request);
    const untilProblem = request.until ? appealUntilProblem(new Date(request.until), new Date()) : null;
    if (untilProblem) form.setErrors((errors) => ({ ...errors, until: untilProblem }));
    if (!checked || untilProblem) return;
    try {
      const appeal = await raise.mutateAsync(request);
      navigate(paths.hospital.appeal(appeal.id));
    } catch (error) {
      if (!(error instanceof ApiError)) return setRefused(t('appeals.form.failed'));
      if (Object.keys(error.errors).length) form.setErrors(byField(error.errors));
      else setRefused(error.message);
    }
  };

  const groupError = form.errors.blood_groups ?? form.errors.compatible_with;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Link component={RouterLink} to={paths.hospital.appeals} sx={{ display: 'inline-block', mb: 1 }}>
        {t('appeals.backToList')}
      </Link>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 0.5 }}>
        {t('appeals.form.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('appeals.form.intro')}
      </Typography>

      <FormControl component="fieldset" error={Boolean(groupError)} sx={{ mb: 2, display: 'block' }}>
        <FormLabel component="legend">{t('appeals.form.groupsBy')}</FormLabel>
        <RadioGroup value={groupsBy} onChange={(event) => setGroupsBy(event.target.value as typeof groupsBy)}>
          <FormControlLabel value="compatible" control={<Radio />} label={t('appeals.form.compatible')} />
          <FormControlLabel value="groups" control={<Radio />} label={t('appeals.form.groups')} />
        </RadioGroup>
        {groupsBy === 'compatible' ? (
          <SelectField
            label={t('appeals.form.compatibleWith')}
            placeholder={t('appeals.form.chooseGroup')}
            options={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))}
            {...form.field('compatible_with')}
            error={Boolean(groupError)}
            helperText={groupError ?? ' '}
          />
        ) : (
          <>
            <FormGroup row aria-label={t('appeals.form.bloodGroups')}>
              {BLOOD_GROUPS.map((group) => (
                <FormControlLabel
                  key={group}
                  sx={{ minWidth: 72 }}
                  control={
                    <Checkbox
                      checked={groups.includes(group)}
                      onChange={() => {
                        setGroups(toggle(groups, group));
                        form.setErrors({});
                      }}
                    />
                  }
                  label={group}
                />
              ))}
            </FormGroup>
            <FormHelperText>{groupError ?? ' '}</FormHelperText>
          </>
        )}
      </FormControl>

      <FormControl component="fieldset" error={Boolean(form.errors.area)} sx={{ mb: 2, display: 'block' }}>
        <FormLabel component="legend">{t('appeals.form.areaKind')}</FormLabel>
        <RadioGroup value={areaKind} onChange={(event) => setAreaKind(event.target.value as AreaKind)}>
          <FormControlLabel value="state" control={<Radio />} label={t('appeals.form.areaState')} />
          <FormControlLabel value="lgas" control={<Radio />} label={t('appeals.form.areaLgas')} />
          <FormControlLabel value="radius" control={<Radio />} label={t('appeals.form.areaRadius')} />
        </RadioGroup>
        {areaKind !== 'radius' && (
          <SelectField
            label={t('appeals.form.state')}
            placeholder={t('appeals.form.chooseState')}
            options={(states.data ?? []).map((state) => ({ value: state.name, label: state.name }))}
            {...form.field('state')}
            onChange={(event) => {
              form.setValue('state', event.target.value);
              setChosenLgas([]);
            }}
            error={Boolean(form.errors.area) && areaKind === 'state'}
            helperText={areaKind === 'state' ? (form.errors.area ?? ' ') : ' '}
          />
        )}
        {areaKind === 'lgas' && values.state && (
          <>
            <FormLabel>{t('appeals.form.lgas')}</FormLabel>
            {lgas === null ? (
              <Typography variant="body2">{t('appeals.form.lgasLoading')}</Typography>
            ) : (
              <FormGroup
                aria-label={t('appeals.form.lgas')}
                sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }}
              >
                {lgas.map((lga) => (
                  <FormControlLabel
                    key={lga}
                    control={
                      <Checkbox
                        checked={chosenLgas.includes(lga)}
                        onChange={() => setChosenLgas(toggle(chosenLgas, lga))}
                      />
                    }
                    label={lga}
                  />
                ))}
              </FormGroup>
            )}
            <FormHelperText>{form.errors.area ?? ' '}</FormHelperText>
          </>
        )}
        {areaKind === 'radius' && (
          <TextField
            label={t('appeals.form.radius')}
            type="number"
            slotProps={{ htmlInput: { min: 1, max: 300, inputMode: 'numeric' } }}
            {...form.field('radius_km')}
            error={Boolean(form.errors.area)}
            helperText={form.errors.area ?? ' '}
          />
        )}
      </FormControl>

      <TextField
        label={t('appeals.form.units')}
        type="number"
        slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
        {...form.field('units_wanted')}
      />
      <DateField label={t('appeals.form.until')} withTime {...form.valueField('until')} />
      <TextField
        label={t('appeals.form.reason')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: MAX_APPEAL_REASON_LENGTH } }}
        {...form.field('reason')}
        helperText={
          form.errors.reason ??
          t('appeals.form.reasonHint', { count: values.reason.length, max: MAX_APPEAL_REASON_LENGTH })
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          label={t('appeals.form.perHour')}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 1000, inputMode: 'numeric' } }}
          {...form.field('per_hour')}
        />
        <TextField
          label={t('appeals.form.margin')}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 100, inputMode: 'numeric' } }}
          {...form.field('margin_percent')}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('appeals.form.marginHint')}
      </Typography>
      {refused && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refused}
        </Alert>
      )}
      <Button type="submit" variant="contained" color="error" size="large" fullWidth loading={raise.isPending}>
        {t('appeals.form.submit')}
      </Button>
    </Box>
  );
}
