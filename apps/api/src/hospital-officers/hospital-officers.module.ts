import { Global, Module } from '@nestjs/common';
import { OfficerAuthGuard, OfficerSessions } from '@app/auth';
import { AccountsModule } from '../accounts/index.js';
import { OFFICER_SIGN_IN } from '../staff-auth/index.js';
import { CloseHospitalRequestHandler } from './commands/close-request/close-request.handler.js';
import { CloseHospitalRequestController } from './commands/close-request/close-request.http.controller.js';
import { ConfirmRequestGenuineHandler } from './commands/confirm-request-genuine/confirm-request-genuine.handler.js';
import { ConfirmRequestGenuineController } from './commands/confirm-request-genuine/confirm-request-genuine.http.controller.js';
import { RecordDonationHandler } from './commands/record-donation/record-donation.handler.js';
import { RecordDonationController } from './commands/record-donation/record-donation.http.controller.js';
import { ReportNoShowAtHospitalHandler } from './commands/report-no-show/report-no-show.handler.js';
import { ReportNoShowAtHospitalController } from './commands/report-no-show/report-no-show.http.controller.js';
import { LogOutOfficerHandler } from './commands/log-out-officer/log-out-officer.handler.js';
import { GetCurrentOfficerHandler } from './queries/get-current-officer/get-current-officer.handler.js';
import { OfficerAuthController } from './queries/get-current-officer/get-current-officer.http.controller.js';
import { GetHospitalRequestHandler } from './queries/get-hospital-request/get-hospital-request.handler.js';
import { ListHospitalRequestsHandler } from './queries/list-hospital-requests/list-hospital-requests.handler.js';
import { PreviewDonationHandler } from './queries/preview-donation/preview-donation.handler.js';
import { DatabaseOfficerSessions } from './database-officer-sessions.js';
import { OfficerSignIn } from './officer-sign-in.js';
import { PreviewDonationController } from './queries/preview-donation/preview-donation.http.controller.js';
import { ListHospitalRequestsController } from './queries/list-hospital-requests/list-hospital-requests.http.controller.js';

/**
 * The hospital API under /v1/hospital: hospital officers' sign-in and what they do for their hospital. Global, so
 * other contexts' officer routes (appeals) and the shared sign-in steps get the officer guard and sign-in unimported.
 */
@Global()
@Module({
  imports: [AccountsModule],
  controllers: [
    OfficerAuthController,
    ListHospitalRequestsController,
    ConfirmRequestGenuineController,
    PreviewDonationController,
    RecordDonationController,
    ReportNoShowAtHospitalController,
    CloseHospitalRequestController,
  ],
  providers: [
    OfficerSignIn,
    { provide: OFFICER_SIGN_IN, useExisting: OfficerSignIn },
    { provide: OfficerSessions, useClass: DatabaseOfficerSessions },
    OfficerAuthGuard,
    ConfirmRequestGenuineHandler,
    RecordDonationHandler,
    ReportNoShowAtHospitalHandler,
    CloseHospitalRequestHandler,
    LogOutOfficerHandler,
    GetCurrentOfficerHandler,
    GetHospitalRequestHandler,
    ListHospitalRequestsHandler,
    PreviewDonationHandler,
  ],
  exports: [OfficerSignIn, OFFICER_SIGN_IN, OfficerSessions, OfficerAuthGuard],
})
export class HospitalOfficersModule {}
