export { signedReminderIcsUrl } from './reminder-ics-link.js';
export { RemindersModule } from './reminders.module.js';
