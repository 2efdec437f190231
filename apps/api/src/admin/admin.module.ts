import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { StaffAuthModule } from '../staff-auth/index.js';
import { AppealWritesController } from './appeals/commands/raise-appeal/raise-appeal.http.controller.js';
import { StaffRaiseAppealHandler } from './appeals/commands/raise-appeal/raise-appeal.handler.js';
import { StaffStopAppealHandler } from './appeals/commands/stop-appeal/stop-appeal.handler.js';
import { HospitalOfficerWritesController } from './hospital-officers/commands/invite-hospital-officer/invite-hospital-officer.http.controller.js';
import { InviteHospitalOfficerHandler } from './hospital-officers/commands/invite-hospital-officer/invite-hospital-officer.handler.js';
import { UpdateHospitalOfficerHandler } from './hospital-officers/commands/update-hospital-officer/update-hospital-officer.handler.js';
import { UpdateAbuseReportController } from './abuse-reports/commands/update-abuse-report/update-abuse-report.http.controller.js';
import { UpdateAbuseReportHandler } from './abuse-reports/commands/update-abuse-report/update-abuse-report.handler.js';
import { RESOURCE_READ_CONTROLLERS } from './admin-resources.js';
import { RevealContactController } from './platform/commands/reveal-contact/reveal-contact.http.controller.js';
import { RevealContactHandler } from './platform/commands/reveal-contact/reveal-contact.handler.js';
import { ExportResourceHandler } from './platform/queries/export-resource/export-resource.handler.js';
import { GetResourceHandler } from './platform/queries/get-resource/get-resource.handler.js';
import { ListResourceHandler } from './platform/queries/list-resource/list-resource.handler.js';
import { DecideAdvocateApplicationController } from './advocate-applications/commands/decide-advocate-application/decide-advocate-application.http.controller.js';
import { DecideAdvocateApplicationHandler } from './advocate-applications/commands/decide-advocate-application/decide-advocate-application.handler.js';
import { DownloadApplicationFileController } from './advocate-applications/queries/download-application-file/download-application-file.http.controller.js';
import { DownloadApplicationFileHandler } from './advocate-applications/queries/download-application-file/download-application-file.handler.js';
import { ArticleWritesController } from './articles/commands/create-article/create-article.http.controller.js';
import { CreateArticleHandler } from './articles/commands/create-article/create-article.handler.js';
import { DeleteArticleHandler } from './articles/commands/delete-article/delete-article.handler.js';
import { UpdateArticleHandler } from './articles/commands/update-article/update-article.handler.js';
import { CreateHospitalController } from './hospitals/commands/create-hospital/create-hospital.http.controller.js';
import { CreateHospitalHandler } from './hospitals/commands/create-hospital/create-hospital.handler.js';
import { DecideHospitalController } from './hospitals/commands/decide-hospital/decide-hospital.http.controller.js';
import { DecideHospitalHandler } from './hospitals/commands/decide-hospital/decide-hospital.handler.js';
import { MergeHospitalsController } from './hospitals/commands/merge-hospitals/merge-hospitals.http.controller.js';
import { MergeHospitalsHandler } from './hospitals/commands/merge-hospitals/merge-hospitals.handler.js';
import { UpdateHospitalController } from './hospitals/commands/update-hospital/update-hospital.http.controller.js';
import { UpdateHospitalHandler } from './hospitals/commands/update-hospital/update-hospital.handler.js';
import { GetDashboardController } from './dashboard/queries/get-dashboard/get-dashboard.http.controller.js';
import { GetDashboardHandler } from './dashboard/queries/get-dashboard/get-dashboard.handler.js';
import { GetServiceChartController } from './charts/queries/get-service-chart/get-service-chart.http.controller.js';
import { GetServiceChartHandler } from './charts/queries/get-service-chart/get-service-chart.handler.js';
import { GetQueuesController } from './queues/queries/get-queues/get-queues.http.controller.js';
import { GetQueuesHandler } from './queues/queries/get-queues/get-queues.handler.js';
import { StaffDigest } from './queues/staff-digest.js';
import { UpdateFlaggedFeedbackController } from './flagged-feedback/commands/update-flagged-feedback/update-flagged-feedback.http.controller.js';
import { UpdateFlaggedFeedbackHandler } from './flagged-feedback/commands/update-flagged-feedback/update-flagged-feedback.handler.js';
import { ConfirmCryptoDonationController } from './money-donations/commands/confirm-crypto-donation/confirm-crypto-donation.http.controller.js';
import { ConfirmCryptoDonationHandler } from './money-donations/commands/confirm-crypto-donation/confirm-crypto-donation.handler.js';
import { RetryAirtimeCreditController } from './airtime-credits/commands/retry-airtime-credit/retry-airtime-credit.http.controller.js';
import { RetryAirtimeCreditHandler } from './airtime-credits/commands/retry-airtime-credit/retry-airtime-credit.handler.js';
import { UpdatePartnershipMessageController } from './partnership-messages/commands/update-partnership-message/update-partnership-message.http.controller.js';
import { UpdatePartnershipMessageHandler } from './partnership-messages/commands/update-partnership-message/update-partnership-message.handler.js';
import { InviteStaffHandler } from './staff/commands/invite-staff/invite-staff.handler.js';
import { StaffWritesController } from './staff/commands/invite-staff/invite-staff.http.controller.js';
import { UpdateStaffHandler } from './staff/commands/update-staff/update-staff.handler.js';
import { ModerateTestimonialController } from './testimonials/commands/moderate-testimonial/moderate-testimonial.http.controller.js';
import { ModerateTestimonialHandler } from './testimonials/commands/moderate-testimonial/moderate-testimonial.handler.js';
import { UploadArticleImageController } from './uploads/commands/upload-article-image/upload-article-image.http.controller.js';
import { UploadArticleImageHandler } from './uploads/commands/upload-article-image/upload-article-image.handler.js';
import { LiftSuspensionHandler } from './users/commands/lift-suspension/lift-suspension.handler.js';
import { SuspendUserHandler } from './users/commands/suspend-user/suspend-user.handler.js';
import { UserActionsController } from './users/commands/suspend-user/suspend-user.http.controller.js';
import { WarnUserHandler } from './users/commands/warn-user/warn-user.handler.js';
import { UserActions } from './users/user-action.js';

/** The staff console's API under /v1/admin: the moderated resources in react-admin's dialect. */
@Module({
  imports: [AccountsModule, StaffAuthModule],
  controllers: [
    GetDashboardController,
    GetServiceChartController,
    GetQueuesController,
    UploadArticleImageController,
    // Action routes (`/<resource>/<id>/<action>`) before the generic `/<resource>/<id>` ones.
    UserActionsController,
    DecideAdvocateApplicationController,
    DownloadApplicationFileController,
    ConfirmCryptoDonationController,
    RetryAirtimeCreditController,
    CreateHospitalController,
    UpdateHospitalController,
    DecideHospitalController,
    MergeHospitalsController,
    RevealContactController,
    UpdateAbuseReportController,
    UpdateFlaggedFeedbackController,
    ArticleWritesController,
    ModerateTestimonialController,
    UpdatePartnershipMessageController,
    StaffWritesController,
    HospitalOfficerWritesController,
    AppealWritesController,
    ...RESOURCE_READ_CONTROLLERS,
  ],
  providers: [
    InviteHospitalOfficerHandler,
    UpdateHospitalOfficerHandler,
    StaffDigest,
    GetQueuesHandler,
    GetDashboardHandler,
    GetServiceChartHandler,
    UserActions,
    UpdateAbuseReportHandler,
    CreateHospitalHandler,
    UpdateHospitalHandler,
    DecideHospitalHandler,
    MergeHospitalsHandler,
    UpdateFlaggedFeedbackHandler,
    WarnUserHandler,
    SuspendUserHandler,
    LiftSuspensionHandler,
    CreateArticleHandler,
    UpdateArticleHandler,
    DeleteArticleHandler,
    ModerateTestimonialHandler,
    DecideAdvocateApplicationHandler,
    DownloadApplicationFileHandler,
    UpdatePartnershipMessageHandler,
    ConfirmCryptoDonationHandler,
    RetryAirtimeCreditHandler,
    InviteStaffHandler,
    UpdateStaffHandler,
    UploadArticleImageHandler,
    StaffRaiseAppealHandler,
    StaffStopAppealHandler,
    RevealContactHandler,
    ListResourceHandler,
    GetResourceHandler,
    ExportResourceHandler,
  ],
})
export class AdminModule {}
