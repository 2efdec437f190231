export * from './json-logger.js';
export * from './request-context.js';
