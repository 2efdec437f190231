import { appeals } from './appeals/appeal.admin-view.js';
import { airtimeCredits } from './airtime-credits/airtime-credit.admin-view.js';
import { advocateApplications } from './advocate-applications/advocate-application.admin-view.js';
import { abuseReports } from './abuse-reports/abuse-report.admin-view.js';
import { articles } from './articles/article.admin-view.js';
import { auditLog } from './audit-log/audit-log.admin-view.js';
import { hospitalOfficers } from './hospital-officers/hospital-officer.admin-view.js';
import { hospitals } from './hospitals/hospital.admin-view.js';
import { flaggedFeedback } from './flagged-feedback/flagged-feedback.admin-view.js';
import { moneyDonations } from './money-donations/money-donation.admin-view.js';
import { partnershipMessages } from './partnership-messages/partnership-message.admin-view.js';
import { resourceReadController } from './platform/queries/list-resource/list-resource.http.controller.js';
import { staffMembers } from './staff/staff-member.admin-view.js';
import { testimonials } from './testimonials/testimonial.admin-view.js';
import { users } from './users/user.admin-view.js';

/** The console's table of contents: every resource's list and show routes, made from its declaration. */
export const RESOURCE_READ_CONTROLLERS = [
  resourceReadController(abuseReports),
  resourceReadController(flaggedFeedback),
  resourceReadController(users),
  resourceReadController(articles),
  resourceReadController(testimonials),
  resourceReadController(hospitals),
  resourceReadController(hospitalOfficers),
  resourceReadController(appeals),
  resourceReadController(advocateApplications),
  resourceReadController(partnershipMessages),
  resourceReadController(moneyDonations),
  resourceReadController(airtimeCredits),
  resourceReadController(staffMembers),
  resourceReadController(auditLog),
];
