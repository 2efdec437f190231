import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122090000Foundation } from './Migration20261122090000Foundation.js';
import { Migration20261122100000Outbox } from './Migration20261122100000Outbox.js';
import { Migration20261122110000EventBackbone } from './Migration20261122110000EventBackbone.js';
import { Migration20261122120000BloodRequests } from './Migration20261122120000BloodRequests.js';
import { Migration20261122130000CommunityPartnershipsDonations } from './Migration20261122130000CommunityPartnershipsDonations.js';
import { Migration20261123023000RateLimitCounters } from './Migration20261123023000RateLimitCounters.js';
import { Migration20261123023000StaffConsole } from './Migration20261123023000StaffConsole.js';
import { Migration20261123030000Languages } from './Migration20261123030000Languages.js';
import { Migration20261123034000DeadLetterHolds } from './Migration20261123034000DeadLetterHolds.js';
import { Migration20261123051000DataRights } from './Migration20261123051000DataRights.js';
import { Migration20261123051500OutgoingMail } from './Migration20261123051500OutgoingMail.js';
import { Migration20261123052000DevicesPerUserAndSandboxPayments } from './Migration20261123052000DevicesPerUserAndSandboxPayments.js';
import { Migration20261123052500OneOpenCommitment } from './Migration20261123052500OneOpenCommitment.js';
import { Migration20261123053000Sms } from './Migration20261123053000Sms.js';
import { Migration20261123055000AuditLogWithoutPersonalValues } from './Migration20261123055000AuditLogWithoutPersonalValues.js';
import { Migration20261123063000RequestSeenAndShortLink } from './Migration20261123063000RequestSeenAndShortLink.js';
import { Migration20261123063500OutboxNotify } from './Migration20261123063500OutboxNotify.js';
import { Migration20261123121500OutboxNotifyWithoutRelayInProcess } from './Migration20261123121500OutboxNotifyWithoutRelayInProcess.js';
import { Migration20261127100000Hospitals } from './Migration20261127100000Hospitals.js';
import { Migration20261127120000StaffDigest } from './Migration20261127120000StaffDigest.js';
import { Migration20261127130000AirtimeCredits } from './Migration20261127130000AirtimeCredits.js';
import { Migration20261127140000SeededArticlesPublished } from './Migration20261127140000SeededArticlesPublished.js';
import { Migration20261127170000MessagesByKey } from './Migration20261127170000MessagesByKey.js';
import { Migration20261127180000ServiceCharts } from './Migration20261127180000ServiceCharts.js';
import { Migration20261127190000RateLimiterFlexible } from './Migration20261127190000RateLimiterFlexible.js';
import { Migration20261127200000HospitalOfficers } from './Migration20261127200000HospitalOfficers.js';
import { Migration20261128100000HospitalOfficersWork } from './Migration20261128100000HospitalOfficersWork.js';
import { Migration20261128110000Appeals } from './Migration20261128110000Appeals.js';
import { Migration20261128110100AppealSms } from './Migration20261128110100AppealSms.js';
import { Migration20261128120000PublicNeeds } from './Migration20261128120000PublicNeeds.js';
import { Migration20261128170000AppealChartsAndHospitalReports } from './Migration20261128170000AppealChartsAndHospitalReports.js';
import { Migration20261128220000AppealFanoutByState } from './Migration20261128220000AppealFanoutByState.js';
import { Migration20261129010000AppealPushOutbox } from './Migration20261129010000AppealPushOutbox.js';

/** Every migration in order; listed explicitly so the same list runs from source (tests) and from dist. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122090000Foundation', class: Migration20261122090000Foundation },
  { name: 'Migration20261122100000Outbox', class: Migration20261122100000Outbox },
  { name: 'Migration20261122110000EventBackbone', class: Migration20261122110000EventBackbone },
  { name: 'Migration20261122120000BloodRequests', class: Migration20261122120000BloodRequests },
  {
    name: 'Migration20261122130000CommunityPartnershipsDonations',
    class: Migration20261122130000CommunityPartnershipsDonations,
  },
  { name: 'Migration20261123023000RateLimitCounters', class: Migration20261123023000RateLimitCounters },
  { name: 'Migration20261123023000StaffConsole', class: Migration20261123023000StaffConsole },
  { name: 'Migration20261123030000Languages', class: Migration20261123030000Languages },
  { name: 'Migration20261123034000DeadLetterHolds', class: Migration20261123034000DeadLetterHolds },
  { name: 'Migration20261123051000DataRights', class: Migration20261123051000DataRights },
  { name: 'Migration20261123051500OutgoingMail', class: Migration20261123051500OutgoingMail },
  {
    name: 'Migration20261123052000DevicesPerUserAndSandboxPayments',
    class: Migration20261123052000DevicesPerUserAndSandboxPayments,
  },
  { name: 'Migration20261123052500OneOpenCommitment', class: Migration20261123052500OneOpenCommitment },
  { name: 'Migration20261123053000Sms', class: Migration20261123053000Sms },
  {
    name: 'Migration20261123055000AuditLogWithoutPersonalValues',
    class: Migration20261123055000AuditLogWithoutPersonalValues,
  },
  { name: 'Migration20261123063000RequestSeenAndShortLink', class: Migration20261123063000RequestSeenAndShortLink },
  { name: 'Migration20261123063500OutboxNotify', class: Migration20261123063500OutboxNotify },
  {
    name: 'Migration20261123121500OutboxNotifyWithoutRelayInProcess',
    class: Migration20261123121500OutboxNotifyWithoutRelayInProcess,
  },
  { name: 'Migration20261127100000Hospitals', class: Migration20261127100000Hospitals },
  { name: 'Migration20261127120000StaffDigest', class: Migration20261127120000StaffDigest },
  { name: 'Migration20261127130000AirtimeCredits', class: Migration20261127130000AirtimeCredits },
  { name: 'Migration20261127140000SeededArticlesPublished', class: Migration20261127140000SeededArticlesPublished },
  { name: 'Migration20261127170000MessagesByKey', class: Migration20261127170000MessagesByKey },
  { name: 'Migration20261127180000ServiceCharts', class: Migration20261127180000ServiceCharts },
  { name: 'Migration20261127190000RateLimiterFlexible', class: Migration20261127190000RateLimiterFlexible },
  { name: 'Migration20261127200000HospitalOfficers', class: Migration20261127200000HospitalOfficers },
  { name: 'Migration20261128100000HospitalOfficersWork', class: Migration20261128100000HospitalOfficersWork },
  { name: 'Migration20261128110000Appeals', class: Migration20261128110000Appeals },
  { name: 'Migration20261128110100AppealSms', class: Migration20261128110100AppealSms },
  { name: 'Migration20261128120000PublicNeeds', class: Migration20261128120000PublicNeeds },
  {
    name: 'Migration20261128170000AppealChartsAndHospitalReports',
    class: Migration20261128170000AppealChartsAndHospitalReports,
  },
  { name: 'Migration20261128220000AppealFanoutByState', class: Migration20261128220000AppealFanoutByState },
  { name: 'Migration20261129010000AppealPushOutbox', class: Migration20261129010000AppealPushOutbox },
];
