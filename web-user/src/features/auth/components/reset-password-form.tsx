import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NewPasswordForm } from '@/components/new-password-form';
import { paths } from '@/config/paths';
import { i18next } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mutation = useResetPassword();

  if (!token)
    return (
      <Box>
        <Typography variant="h2" component="p" sx={{ fontSize: 22 }}>
          {t('badLink.title')}
        </Typography>
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {t('reset.incomplete')}
        </Typography>
        <Button component={RouterLink} to={paths.forgotPassword} variant="contained" sx={{ mt: 3 }}>
          {t('routes:forgotPassword')}
        </Button>
      </Box>
    );

  const save = async (password: string) => {
    await mutation.mutateAsync({ token, password });
    toast.success(i18next.t('auth:reset.success'));
    navigate(paths.login, { replace: true });
  };

  return <NewPasswordForm save={save} saving={mutation.isPending} submitLabel={t('routes:passwordReset')} />;
}
