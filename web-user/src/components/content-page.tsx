import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A readable column for the static pages: one h1, then sections. */
export function ContentPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {lead && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 1.5, fontWeight: 400 }}>
          {lead}
        </Typography>
      )}
      <Box sx={{ mt: 3, '& p': { lineHeight: 1.7 } }}>{children}</Box>
    </Container>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5 }}>{children}</Typography>;
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, '& li': { mb: 0.75, lineHeight: 1.6 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}
