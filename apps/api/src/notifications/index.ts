export { NotificationsModule } from './notifications.module.js';
