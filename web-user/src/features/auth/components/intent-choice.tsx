import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BloodDropIcon } from '@/components/icons/blood-drop-icon';
import { FavoriteIcon } from '@/components/icons/favorite-icon';
import type { Role } from '@/lib/storage';

/** What brings a person to sign up: it decides the account type they start with and the questions that follow. */
export function IntentChoice({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Typography id="intent-label" sx={{ fontWeight: 600, mb: 1 }}>
        {t('signup.intent.label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value}
        aria-labelledby="intent-label"
        onChange={(_, next: Role | null) => {
          if (next) onChange(next);
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="recipient" sx={{ gap: 1, textTransform: 'none', fontWeight: 600 }}>
          <BloodDropIcon fontSize="small" />
          {t('signup.intent.recipient')}
        </ToggleButton>
        <ToggleButton value="donor" sx={{ gap: 1, textTransform: 'none', fontWeight: 600 }}>
          <FavoriteIcon fontSize="small" />
          {t('signup.intent.donor')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {value === 'recipient' ? t('signup.intent.recipientHint') : t('signup.intent.donorHint')}
      </Typography>
    </>
  );
}
