import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NewPasswordForm } from '@/components/new-password-form';
import { paths } from '@/config/paths';
import { useSetOfficerPassword } from '../api/set-officer-password';

/** The invitation's link: the officer chooses a password (twice), then signs in with it. */
export function SetOfficerPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('hospital-officer');
  const mutation = useSetOfficerPassword();

  if (!token) return <Alert severity="warning">{t('setPassword.missingToken')}</Alert>;

  if (mutation.isSuccess)
    return (
      <Box>
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('setPassword.done')}
        </Alert>
        <Button component={RouterLink} to={paths.hospital.login} variant="contained" size="large" fullWidth>
          {t('login.title')}
        </Button>
      </Box>
    );

  return (
    <NewPasswordForm
      save={(password) => mutation.mutateAsync({ token, password })}
      saving={mutation.isPending}
      submitLabel={t('setPassword.submit')}
    />
  );
}
