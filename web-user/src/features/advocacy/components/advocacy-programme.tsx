import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { Bullets, ContentPage, P, Section } from '@/components/content-page';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';

export const ADVOCACY_BATCHES = [
  { batch: 'Batch 1, 2023', selection: '23 Feb - 11 Mar', training: '16 - 18 Mar', duration: 'March - May' },
  { batch: 'Batch 2, 2023', selection: '10 - 28 Jul', training: '3 - 5 Aug', duration: 'August - October' },
] as const;

export function AdvocacyProgramme() {
  return (
    <ContentPage
      title="Advocacy Programme"
      lead={`Not a donor? Become a ${APP_NAME} advocate and help us grow the donor pool across Nigeria.`}
    >
      <P>
        Advocates are volunteers who promote voluntary blood donation in their communities and register new donors. The
        programme lasts 3 months and starts with a 3-day virtual training. There are two batches a year; 21 advocates
        have been onboarded so far.
      </P>
      <Section title="Who can apply">
        <Bullets
          items={[
            'You are 18 years or older.',
            'You have a genuine interest in voluntary blood donation.',
            'You commit to the 3-month programme and to registering donors.',
            'Open to anyone worldwide with strong ties in Nigeria.',
          ]}
        />
      </Section>
      <Section title="Benefits">
        <Bullets
          items={[
            'Training on blood donation, public health communication and community mobilisation.',
            'An advocate badge, valid for the 3 months of the programme.',
            'A certificate of completion and a network of changemakers across the country.',
          ]}
        />
      </Section>
      <Section title="Timeline">
        <TableContainer component={Paper} variant="outlined" tabIndex={0}>
          <Table aria-label="Advocacy programme timeline">
            <TableHead>
              <TableRow>
                <TableCell scope="col">Batch</TableCell>
                <TableCell scope="col">Selection</TableCell>
                <TableCell scope="col">Training</TableCell>
                <TableCell scope="col">Advocacy</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ADVOCACY_BATCHES.map((row) => (
                <TableRow key={row.batch}>
                  <TableCell component="th" scope="row">
                    {row.batch}
                  </TableCell>
                  <TableCell>{row.selection}</TableCell>
                  <TableCell>{row.training}</TableCell>
                  <TableCell>{row.duration}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>
      <Button component={RouterLink} to={paths.advocacyForm} variant="contained" size="large" sx={{ mt: 4 }}>
        Apply Now
      </Button>
    </ContentPage>
  );
}
