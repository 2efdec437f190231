import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { EventIcon } from '@/components/icons/event-icon';

export interface CalendarLinkSet {
  google?: string | null;
  outlook?: string | null;
  yahoo?: string | null;
  ics?: string | null;
}

const PROVIDERS = ['google', 'outlook', 'yahoo', 'ics'] as const;

/** The calendar links that exist, in the spec's order; an empty one is not offered. */
export const availableCalendarLinks = (links: CalendarLinkSet) =>
  PROVIDERS.flatMap((provider) => (links[provider] ? [{ provider, href: links[provider] }] : []));

/** "Add to Calendar": google, outlook, yahoo and ics, each shown only if the API gave it. */
export function CalendarDialog({ links, onClose }: { links: CalendarLinkSet; onClose: () => void }) {
  const { t } = useTranslation('donor-requests');
  const available = availableCalendarLinks(links);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="calendar-dialog-title">
      <DialogTitle id="calendar-dialog-title">{t('calendar.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          {available.map(({ provider, href }) => (
            <Button
              key={provider}
              component="a"
              href={href}
              target={provider === 'ics' ? undefined : '_blank'}
              rel="noopener noreferrer"
              download={provider === 'ics' ? true : undefined}
              variant="outlined"
              startIcon={<EventIcon />}
            >
              {t(`calendar.${provider}`)}
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('calendar.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
