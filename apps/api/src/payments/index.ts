export { recordDonationReceived, subunits } from './donation-outcomes.js';
export { PaymentsModule } from './payments.module.js';
