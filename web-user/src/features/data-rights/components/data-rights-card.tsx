import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useDownloadMyData } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The profile's "Your data": a copy of everything held about the person, and deleting the account. */
export function DataRightsCard() {
  const { t } = useTranslation('data-rights');
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  const downloadNow = async () => {
    try {
      await download.mutateAsync();
      toast.success(t('card.downloaded'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby="profile-data-rights"
      sx={{ borderRadius: 3, maxWidth: 960, mt: 2 }}
    >
      <CardContent>
        <Typography id="profile-data-rights" variant="h6" component="h2">
          {t('card.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('card.text')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="outlined" onClick={() => void downloadNow()} loading={download.isPending}>
            {t('card.download')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            {t('card.delete')}
          </Button>
        </Box>
      </CardContent>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Card>
  );
}
