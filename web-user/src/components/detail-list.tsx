import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Label and value pairs as a description list, two columns; `termColour` for cards on a dark background. */
export function DetailList({ details, termColour }: { details: [string, string][]; termColour?: string }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
      {details.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: termColour ?? 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
