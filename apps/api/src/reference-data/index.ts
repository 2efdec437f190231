export { assertLocationInState, checkNigerianLocation } from './nigerian-location.js';
export { ReferenceDataModule } from './reference-data.module.js';
