import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

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
