export * from './api/test-api.js';
export * from './database/test-database.js';
export * from './mail/written-mail.js';
export * from './kafka-broker/index.js';
export * from './push-service/test-push-service.js';
export * from './api/eventually.js';
export * from './api/test-user.js';
