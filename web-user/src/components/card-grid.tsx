import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list of cards: one column on phones, three from the `from` breakpoint on. */
export function CardGrid({ from, children }: { from: 'sm' | 'md'; children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', [from]: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
