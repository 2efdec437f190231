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
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '@/components/icons';
import { textList } from '@/lib/i18n';

/** The two steps, each a group in the `guidance` catalogue: a title and its notes. */
const STEPS = ['guidance:before', 'guidance:commitment'] as const;

/** The pre-donation guidance: two steps of notes, then the agreement and "Done". */
export function PreDonationGuidance({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('guidance');
  const [step, setStep] = useState<0 | 1>(0);
  const [agreed, setAgreed] = useState(false);
  const current = STEPS[step];
  const notes = textList(`${current}.notes`);

  return (
    <Box>
      <Typography color="text.secondary" data-testid="wizard-step">
        {t('onboarding:stepOf', { step: step + 1, total: STEPS.length })}
      </Typography>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mt: 0.5 }}>
        {t(`${current}.title`)}
      </Typography>
      <List>
        {notes.map((note) => (
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
          {t('common:actions.next')}
        </Button>
      ) : (
        <>
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label={t('agree')}
          />
          <Button variant="contained" size="large" fullWidth disabled={!agreed} onClick={onDone} sx={{ mt: 1 }}>
            {t('done')}
          </Button>
        </>
      )}
    </Box>
  );
}
