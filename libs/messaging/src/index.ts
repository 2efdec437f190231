export * from './outbox/record-event.js';
