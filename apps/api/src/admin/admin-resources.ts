import { adminNotFound } from './admin.errors.js';
import { AdvocateApplicationEntity, DonationEntity, PartnershipMessageEntity, UserEntity } from '@app/persistence';
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
import { resourceReadController } from './platform/resource-read.controller.js';
import { revealContactController } from './platform/reveal-contact.controller.js';
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

/** Where contact details are masked, the audited way to see them. */
export const REVEAL_CONTACT_CONTROLLERS = [
  revealContactController<UserEntity>({
    resource: 'users',
    entity: UserEntity,
    notFound: adminNotFound('user_not_found'),
    fields: ['email', 'phone_number'],
    contact: (user) => ({ email: user.email, phone_number: user.phoneNumber }),
  }),
  revealContactController<AdvocateApplicationEntity>({
    resource: 'advocate-applications',
    entity: AdvocateApplicationEntity,
    notFound: adminNotFound('advocate_application_not_found'),
    fields: ['email', 'phone_number'],
    contact: (application) => ({ email: application.email, phone_number: application.phoneNumber }),
  }),
  revealContactController<PartnershipMessageEntity>({
    resource: 'partnership-messages',
    entity: PartnershipMessageEntity,
    notFound: adminNotFound('partnership_message_not_found'),
    fields: ['email'],
    contact: (message) => ({ email: message.email }),
  }),
  revealContactController<DonationEntity>({
    resource: 'money-donations',
    entity: DonationEntity,
    notFound: adminNotFound('donation_not_found'),
    fields: ['email', 'phone_number'],
    contact: (donation) => ({ email: donation.email, phone_number: donation.phoneNumber }),
  }),
];
