import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ConstructionIcon } from './icons';

export const GENERIC_EMPTY = 'Nothing to see here!';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} color="primary" />
    </Box>
  );
}

export function EmptyState({ title = GENERIC_EMPTY, children }: { title?: string; children?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {children && <Typography color="text.secondary">{children}</Typography>}
    </Box>
  );
}

/** Pages of the signed-in area that arrive in the next part of the work. */
export function ComingSoon({ title }: { title: string }) {
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
        {title} is coming soon
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        This page is not available yet. It arrives in the next release of the app.
      </Typography>
    </Box>
  );
}
