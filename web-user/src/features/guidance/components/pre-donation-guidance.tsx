import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CheckCircleIcon } from '@/components/icons';

const STEPS = [
  {
    title: 'Before you donate',
    notes: [
      'Eat a good meal and drink plenty of water before your visit.',
      'Sleep well the night before and avoid alcohol for 24 hours.',
      'Bring a valid ID. The whole visit takes about 1 hour; the donation itself 8 to 10 minutes.',
      'Every donor goes through a mandatory health check and tests before giving blood.',
    ],
  },
  {
    title: 'Your commitment',
    notes: [
      'Donation is voluntary and unpaid. You may be reimbursed for transport, but never paid for blood.',
      'Only your phone number is shared with a recipient once you accept a request.',
      'Do not ask a recipient for money beyond a reasonable transport fare.',
      'Rest for 10 to 15 minutes after donating and enjoy the refreshments.',
    ],
  },
] as const;

/** The pre-donation guidance: two steps of notes, then the agreement and "Done". */
export function PreDonationGuidance({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<0 | 1>(0);
  const [agreed, setAgreed] = useState(false);
  const current = STEPS[step];

  return (
    <Box>
      <Typography color="text.secondary" data-testid="wizard-step">
        Step {step + 1} of {STEPS.length}
      </Typography>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mt: 0.5 }}>
        {current.title}
      </Typography>
      <List>
        {current.notes.map((note) => (
          <ListItem key={note} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
              <CheckCircleIcon color="primary" />
            </ListItemIcon>
            <ListItemText primary={note} />
          </ListItem>
        ))}
      </List>
      {step === 0 ? (
        <Button variant="contained" size="large" fullWidth onClick={() => setStep(1)}>
          Next
        </Button>
      ) : (
        <>
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label="I have read and agree to these guidelines"
          />
          <Button variant="contained" size="large" fullWidth disabled={!agreed} onClick={onDone} sx={{ mt: 1 }}>
            Done
          </Button>
        </>
      )}
    </Box>
  );
}
