// The API's test support (`@test/api`): the API under test and its fixtures, with the shared helpers of libs/testing,
// so an end-to-end spec imports its helpers from one place. Kept outside src/ so none of it is built into dist/.
export * from '@app/testing';
export * from './test-api.js';
export * from './journey-fixtures.js';
export * from './staff-sign-in.js';
export * from './sample-files.js';
export * from './sample-forms.js';
export * from './test-user.js';
export * from './officer-testbed.js';
