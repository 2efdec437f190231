export * from './languages.js';
