import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReminders, type Reminder } from '@/api/get-reminders';
import { DeleteIcon } from '@/components/icons/delete-icon';
import { EventIcon } from '@/components/icons/event-icon';
import { ExpandMoreIcon } from '@/components/icons/expand-more-icon';
import { PagedListScreen } from '@/components/paged-list-screen';
import { formatDate, formatTime } from '@/lib/format-date';
import { toast } from '@/lib/toasts';
import { useDeleteReminder } from '../api/delete-reminder';

function ReminderItem({ reminder }: { reminder: Reminder }) {
  const { t } = useTranslation('reminders');
  const remove = useDeleteReminder();
  const onDelete = () => remove.mutate(reminder.id, { onSuccess: () => toast.success(t('deleted')) });
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Accordion disableGutters variant="outlined" sx={{ flex: 1, borderRadius: 2, '&::before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`reminder-${reminder.id}`}>
          <Box>
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: 16 }}>
              {reminder.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(reminder.date)}
            </Typography>
          </Box>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">{t('item.date', { date: formatDate(reminder.date) })}</Typography>
          <Typography variant="body2">{t('item.time', { time: formatTime(reminder.date) })}</Typography>
          {reminder.calendar.ics && (
            <Button
              component="a"
              href={reminder.calendar.ics}
              download
              startIcon={<EventIcon />}
              size="small"
              sx={{ mt: 1 }}
            >
              {t('item.addToCalendar')}
            </Button>
          )}
        </AccordionDetails>
      </Accordion>
      <IconButton
        aria-label={t('item.delete', { title: reminder.title })}
        onClick={onDelete}
        disabled={remove.isPending}
        sx={{ mt: 1 }}
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

/** Reminders: the donor's reminders, soonest first, with date and time, an .ics file and delete. */
export function RemindersList() {
  const [page, setPage] = useState(1);
  const reminders = useReminders({ page, limit: 20 });
  const items = reminders.data?.reminders ?? [];
  return (
    <PagedListScreen namespace="reminders" query={reminders} count={items.length} page={page} onPageChange={setPage}>
      {items.map((reminder) => (
        <li key={reminder.id}>
          <ReminderItem reminder={reminder} />
        </li>
      ))}
    </PagedListScreen>
  );
}
