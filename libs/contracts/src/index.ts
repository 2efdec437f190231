export * from './event-contract.js';
export * from './events/accounts.events.js';
export * from './events/appeals.events.js';
export * from './events/blood-requests.events.js';
export * from './events/community.events.js';
export * from './events/donors.events.js';
export * from './events/spend.events.js';
export * from './registry.js';
