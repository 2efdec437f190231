export { recordDonationReceived, subunits } from './donation-outcomes.js';
