import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One section of the home page: a heading, its content and an optional action below. */
export function SectionBlock({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Container>
  );
}
