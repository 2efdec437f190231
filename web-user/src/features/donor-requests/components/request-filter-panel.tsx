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
  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(`filters.genders.${gender}`) }));
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
      <SelectField
        label={t('filters.bloodGroup')}
        placeholder={t('filters.any')}
        options={BLOOD_GROUP_OPTIONS}
        value={draft.blood_group ?? ''}
        onChange={(event) => setDraft((current) => ({ ...current, blood_group: event.target.value }))}
        size="small"
        sx={{ minWidth: 150 }}
        id="filter-blood-group"
      />
      <SelectField
        label={t('filters.gender')}
        placeholder={t('filters.any')}
        options={genderOptions}
        value={draft.gender ?? ''}
        onChange={(event) => setDraft((current) => ({ ...current, gender: event.target.value }))}
        size="small"
        sx={{ minWidth: 150 }}
        id="filter-gender"
      />
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
