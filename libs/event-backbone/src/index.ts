export * from './event-backbone.js';
export * from './event-backbone.module.js';
