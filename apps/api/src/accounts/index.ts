export { AccountsModule } from './accounts.module.js';
export { AccountSecurity } from './account-security.js';
export { type SignedInUser } from './database-session.validator.js';
export { donorOf, LAST_CONFIRMED_DONATION_SQL, lastConfirmedDonation, saveDonor } from './donor.repository.js';
export { toUserView } from './user.view.js';
export { applyNoShowConsequence } from './no-show-consequence.js';
