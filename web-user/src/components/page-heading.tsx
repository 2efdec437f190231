import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A signed-in page's h1, with an optional line under it saying what the page is for. */
export function PageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: intro ? 1 : 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
    </>
  );
}
