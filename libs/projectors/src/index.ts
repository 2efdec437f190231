export * from './projectors.js';
export * from './notifications/notifications.projector.js';
export * from './notifications/appeal-fanout.js';
export * from './notifications/notification-emails.js';
export * from './reminders/reminders.projector.js';
export * from './stats/stats.projector.js';
export * from './stats/service-charts.js';
export * from './stats/service-chart-queries.js';
