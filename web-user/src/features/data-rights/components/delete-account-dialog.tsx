import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { deleteAccountInput, useDeleteAccount } from '../api/delete-account';

/** Asks for the password again before the account is deleted; a wrong one is shown under the field. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('data-rights');
  const form = useForm({ password: '' });
  const mutation = useDeleteAccount();
  const session = useSession();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(deleteAccountInput);
    if (!data) return;
    try {
      await mutation.mutateAsync(data);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (Object.keys(error.errors).length) form.setErrors(error.errors);
      else toast.error(error.message);
      return;
    }
    // Leave the signed-in area first (the home page may still be loading): signing out while /app is shown would
    // send the app to the login page instead.
    await navigate(paths.home, { replace: true });
    session.signOut();
    toast.success(t('deleteDialog.done'));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="delete-account-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="delete-account-title">{t('deleteDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('deleteDialog.text')}</DialogContentText>
          <TextField
            label={t('deleteDialog.password')}
            type="password"
            autoComplete="current-password"
            autoFocus
            fullWidth
            {...form.field('password')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t('deleteDialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={mutation.isPending}>
            {t('deleteDialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
