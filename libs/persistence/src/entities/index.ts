import { AccountTokenEntity, DeviceTokenEntity, RevokedSessionEntity } from './account-token.entity.js';
import { AppealEntity, AppealRecipientEntity, AppealResponseEntity } from './appeal.entity.js';
import { AppealPushEntity } from './appeal-push.entity.js';
import { ArticleEntity } from './article.entity.js';
import { OutboxMessageEntity } from './outbox-message.entity.js';
import { EducationLevelEntity, PaymentServiceEntity, ReasonEntity, StateEntity } from './reference-data.entity.js';
import { UserEntity } from './user.entity.js';
import { DeadLetterEntity, InboxMessageEntity } from './event-inbox.entity.js';
import { NotificationEntity } from './notification.entity.js';
import { ReminderEntity } from './reminder.entity.js';
import {
  DonorBadgeEntity,
  DonorDonationEntity,
  DonorStatsEntity,
  PlatformFactEntity,
} from './donation-stats.entity.js';
import { AbuseReportEntity, TestimonialEntity } from './community.entity.js';
import { DonationEntity, DonationPaymentEntity } from './donation.entity.js';
import { AdvocateApplicationEntity, PartnershipMessageEntity } from './partnership.entity.js';
import { UploadEntity } from './upload.entity.js';
import { AuditLogEntity, StaffDigestEntity, StaffMemberEntity, StaffSessionEntity } from './staff.entity.js';
import { RateLimitCounterEntity } from './rate-limit-counter.entity.js';
import { PhoneVerificationEntity, SmsMessageEntity } from './sms.entity.js';
import { OutgoingMailEntity } from './outgoing-mail.entity.js';
import { ConsentRecordEntity } from './consent-record.entity.js';
import { SandboxPaymentEntity } from './sandbox-payment.entity.js';
import { AirtimeCreditEntity } from './airtime-credit.entity.js';
import { HospitalEntity } from './hospital.entity.js';
import { HospitalOfficerEntity, HospitalOfficerSessionEntity } from './hospital-officer.entity.js';
import {
  ChartActiveDonorEntity,
  ChartAppealEntity,
  ChartDailyFactEntity,
  ChartDailySpendEntity,
  ChartLatencyBucketEntity,
  ChartRequestEntity,
} from './service-charts.entity.js';
import { PublicNeedSourceEntity } from './public-need.entity.js';
import {
  BloodRequestEntity,
  BloodRequestTargetEntity,
  DonationMatchEntity,
  FeedbackEntity,
  RequestDeclineEntity,
} from './blood-request.entity.js';

export * from './account-token.entity.js';
export * from './appeal.entity.js';
export * from './appeal-push.entity.js';
export * from './article.entity.js';
export * from './outbox-message.entity.js';
export * from './reference-data.entity.js';
export * from './user.entity.js';
export * from './event-inbox.entity.js';
export * from './notification.entity.js';
export * from './reminder.entity.js';
export * from './donation-stats.entity.js';
export * from './article-html.js';
export * from './community.entity.js';
export * from './donation.entity.js';
export * from './partnership.entity.js';
export * from './upload.entity.js';
export * from './hospital.entity.js';
export * from './hospital-officer.entity.js';
export * from './blood-request.entity.js';
export * from './staff.entity.js';
export * from './two-factor-account.js';
export * from './rate-limit-counter.entity.js';
export * from './sms.entity.js';
export * from './outgoing-mail.entity.js';
export * from './consent-record.entity.js';
export * from './sandbox-payment.entity.js';
export * from './airtime-credit.entity.js';
export * from './service-charts.entity.js';
export * from './public-need.entity.js';

export const ENTITIES = [
  StateEntity,
  EducationLevelEntity,
  ReasonEntity,
  PaymentServiceEntity,
  UserEntity,
  AccountTokenEntity,
  RevokedSessionEntity,
  DeviceTokenEntity,
  ArticleEntity,
  OutboxMessageEntity,
  TestimonialEntity,
  AbuseReportEntity,
  PartnershipMessageEntity,
  AdvocateApplicationEntity,
  UploadEntity,
  DonationEntity,
  DonationPaymentEntity,
  SandboxPaymentEntity,
  InboxMessageEntity,
  DeadLetterEntity,
  NotificationEntity,
  ReminderEntity,
  DonorStatsEntity,
  DonorDonationEntity,
  DonorBadgeEntity,
  PlatformFactEntity,
  HospitalEntity,
  HospitalOfficerEntity,
  HospitalOfficerSessionEntity,
  BloodRequestEntity,
  BloodRequestTargetEntity,
  DonationMatchEntity,
  RequestDeclineEntity,
  FeedbackEntity,
  StaffMemberEntity,
  StaffSessionEntity,
  AuditLogEntity,
  StaffDigestEntity,
  RateLimitCounterEntity,
  PhoneVerificationEntity,
  SmsMessageEntity,
  OutgoingMailEntity,
  ConsentRecordEntity,
  AirtimeCreditEntity,
  ChartRequestEntity,
  ChartDailyFactEntity,
  ChartLatencyBucketEntity,
  ChartActiveDonorEntity,
  ChartDailySpendEntity,
  ChartAppealEntity,
  PublicNeedSourceEntity,
  AppealEntity,
  AppealRecipientEntity,
  AppealResponseEntity,
  AppealPushEntity,
];
