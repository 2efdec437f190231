import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** A console page of its own (not a resource): its title in the app bar and, for screen readers, as its heading. */
export function ConsolePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
