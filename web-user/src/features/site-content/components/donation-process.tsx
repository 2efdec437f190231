import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentPage, P } from '@/components/content-page';

const STEPS = [
  {
    title: 'Registration',
    text: 'At the blood bank you register with a valid ID and fill in a short donor questionnaire about your health and recent travel.',
  },
  {
    title: 'Health check and tests',
    text: 'A mandatory health check follows: blood pressure, pulse, weight, temperature and your blood level (PCV). Your blood is screened for infections before it is used.',
  },
  {
    title: 'Donation',
    text: 'You sit or lie comfortably while about one unit (450 ml) of blood is collected with a sterile, single-use needle. The donation itself takes 8 to 10 minutes.',
  },
  {
    title: 'Refreshments',
    text: 'You rest for 10 to 15 minutes afterwards with a drink and a snack, so your body adjusts before you leave.',
  },
];

export function DonationProcess() {
  return (
    <ContentPage title="The donation process" lead="The whole visit takes about 1 hour.">
      <Box component="ol" sx={{ listStyle: 'none', p: 0, display: 'grid', gap: 2 }}>
        {STEPS.map((step, index) => (
          <Paper component="li" key={step.title} variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2 }}>
            <Typography
              aria-hidden
              sx={{ fontWeight: 800, fontSize: 28, color: 'primary.main', minWidth: 32, lineHeight: 1 }}
            >
              {index + 1}
            </Typography>
            <Box>
              <Typography variant="h3" component="h2">
                {step.title}
              </Typography>
              <Typography sx={{ mt: 0.5 }}>{step.text}</Typography>
            </Box>
          </Paper>
        ))}
      </Box>
      <P>
        Men may donate again after about 3 months and women after about 4 months; the platform will not ask you again
        before then.
      </P>
    </ContentPage>
  );
}
