export * from './database/test-database.js';
export * from './mail/written-mail.js';
export * from './kafka-broker/index.js';
export * from './push-service/test-push-service.js';
export * from './eventually.js';
export * from './eligibility/donor-cases.js';
export * from './sms/written-sms.js';
export * from './airtime/vtpass-test-server.js';
