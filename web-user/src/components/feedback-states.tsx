import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConstructionIcon } from './icons';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label ?? t('states.loadingLabel')} color="primary" />
    </Box>
  );
}

export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p">
        {title ?? t('states.nothingToSee')}
      </Typography>
      {children && <Typography color="text.secondary">{children}</Typography>}
    </Box>
  );
}

/** Pages of the signed-in area that arrive in the next part of the work. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: 8,
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <ConstructionIcon sx={{ fontSize: 48, color: 'primary.main' }} />
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        {t('comingSoon.title', { page: title || t('comingSoon.thisPage') })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('comingSoon.body')}
      </Typography>
    </Box>
  );
}
