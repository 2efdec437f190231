import { RemindersList } from '@/features/reminders/components/reminders-list';

export function Component() {
  return <RemindersList />;
}
