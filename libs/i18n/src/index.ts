export * from './languages.js';
export * from './locale.js';
export * from './message-lookup.js';
