export * from './environment.schema.js';
export * from './load-config.js';
export const APP_CONFIG = Symbol('APP_CONFIG');
