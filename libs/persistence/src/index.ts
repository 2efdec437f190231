export * from './database/embedded-postgres.js';
export * from './database/open-database.js';
export * from './database/with-orm.js';
export * from './database/stop-on-signals.js';
export * from './entities/index.js';
export * from './mikro-orm.config.js';
export * from './migrations/index.js';
export * from './seeds/reference-data.js';
