import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of a show page below its fields: the moderation actions, the person concerned... */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
