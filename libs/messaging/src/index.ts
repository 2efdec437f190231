export * from './outbox/record-event.js';
export * from './scheduling/exclusive-job.js';
