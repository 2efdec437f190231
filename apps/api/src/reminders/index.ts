export { signedReminderIcsUrl } from './reminder-ics-link.js';
