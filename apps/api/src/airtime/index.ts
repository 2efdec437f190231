export { AIRTIME_OF_MATCH, airtimeCreditSchema, type AirtimeCreditView } from './airtime-credit.view.js';
export { type AirtimeSettings, decideAirtimeCredit } from './airtime-decision.js';
