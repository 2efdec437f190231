import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { GENERIC_ERROR } from '@/lib/api-client';
import type { User } from '@/lib/api-types';
import { toast } from '@/lib/toasts';
import { PROFILE_IMAGE_EXTENSIONS, isProfileImage, useUploadProfileImage } from '../api/upload-profile-image';

/** The photo: choosing a file previews it at once and uploads it; the top bar's avatar follows the session. */
export function ProfilePhoto({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const upload = useUploadProfileImage();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isProfileImage(file)) {
      setError(t('photo.wrongType'));
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(t('photo.uploaded'));
        setPreview(null);
      },
      onError: () => {
        toast.error(GENERIC_ERROR);
        setPreview(null);
      },
    });
  };

  const shown = preview ? { ...user, image: preview } : user;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ opacity: upload.isPending ? 0.6 : 1 }} data-testid="profile-photo">
        <UserAvatar user={shown} size={96} />
      </Box>
      <Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {[user.first_name, user.last_name].filter(Boolean).join(' ')}
        </Typography>
        <input
          id={inputId}
          type="file"
          accept={PROFILE_IMAGE_EXTENSIONS.join(',')}
          onChange={choose}
          style={{ display: 'none' }}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" loading={upload.isPending} sx={{ mt: 1 }}>
          {user.image ? t('photo.change') : t('photo.upload')}
        </Button>
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
          {error ?? t('photo.hint')}
        </Typography>
      </Box>
    </Box>
  );
}
