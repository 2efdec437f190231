export { assertLocationInState, checkNigerianLocation } from './nigerian-location.js';
