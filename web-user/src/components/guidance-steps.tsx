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
import { CheckCircleIcon } from '@/components/icons/check-circle-icon';

export interface GuidanceStep {
  title: string;
  notes: readonly string[];
}

export interface GuidanceLabels {
  /** "Step 1 of 2" for the given step number and count. */
  step: (number: number, total: number) => string;
  next: string;
  agree: string;
  done: string;
}

/**
 * Steps of notes read one after another; on the last, an agreement checkbox enables "Done". The donor's
 * pre-donation guidance and the recipient's guidance after a request both read this way.
 */
export function GuidanceSteps({
  steps,
  labels,
  onDone,
}: {
  steps: readonly GuidanceStep[];
  labels: GuidanceLabels;
  onDone: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const current = steps[index]!;
  const last = index === steps.length - 1;

  return (
    <Box>
      <Typography color="text.secondary" data-testid="wizard-step">
        {labels.step(index + 1, steps.length)}
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
      {last ? (
        <>
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label={labels.agree}
          />
          <Button variant="contained" size="large" fullWidth disabled={!agreed} onClick={onDone} sx={{ mt: 1 }}>
            {labels.done}
          </Button>
        </>
      ) : (
        <Button variant="contained" size="large" fullWidth onClick={() => setIndex((value) => value + 1)}>
          {labels.next}
        </Button>
      )}
    </Box>
  );
}
