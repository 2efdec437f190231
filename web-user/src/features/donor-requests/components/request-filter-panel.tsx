import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOOD_GROUPS, GENDERS } from '@app/domain';
import { SelectField } from '@/components/select-field';
import type { DonorRequestFilters } from '@/api/get-donor-requests';

const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group }));

/** Blood group and gender; nothing changes until Apply, and Clear drops both filters at once. */
export function RequestFilterPanel({
  applied,
  onApply,
}: {
  applied: DonorRequestFilters;
  onApply: (filters: DonorRequestFilters) => void;
}) {
  const { t } = useTranslation('donor-requests');
  const [draft, setDraft] = useState<DonorRequestFilters>(applied);
  const fields = [
    { name: 'blood_group', label: t('filters.bloodGroup'), options: BLOOD_GROUP_OPTIONS },
    {
      name: 'gender',
      label: t('filters.gender'),
      options: GENDERS.map((gender) => ({ value: gender, label: t(`filters.genders.${gender}`) })),
    },
  ] as const;
  const apply = () =>
    onApply(Object.fromEntries(Object.entries(draft).filter(([, value]) => value)) as DonorRequestFilters);
  const clear = () => {
    setDraft({});
    onApply({});
  };
  return (
    <Box
      component="form"
      aria-label={t('filters.title')}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
    >
      {fields.map((field) => (
        <SelectField
          key={field.name}
          id={`filter-${field.name}`}
          label={field.label}
          placeholder={t('filters.any')}
          options={field.options}
          value={draft[field.name] ?? ''}
          onChange={(event) => setDraft((current) => ({ ...current, [field.name]: event.target.value }))}
          size="small"
          fullWidth={false}
          margin="none"
          sx={{ minWidth: 160 }}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {t('filters.apply')}
        </Button>
        <Button type="button" variant="outlined" onClick={clear}>
          {t('filters.clear')}
        </Button>
      </Box>
    </Box>
  );
}
