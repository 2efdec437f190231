import { Module } from '@nestjs/common';
import { StaffAuthGuard, StaffSessions } from '@app/auth';
import { AccountsModule } from '../accounts/accounts.module.js';
import { EnrolTotpController } from './staff-auth/commands/enrol-totp/enrol-totp.http.controller.js';
import { EnrolTotpHandler } from './staff-auth/commands/enrol-totp/enrol-totp.handler.js';
import { StaffLogInController } from './staff-auth/commands/log-in/staff-log-in.http.controller.js';
import { StaffLogInHandler } from './staff-auth/commands/log-in/staff-log-in.handler.js';
import { StaffLogOutController } from './staff-auth/commands/log-out/staff-log-out.http.controller.js';
import { SetStaffPasswordController } from './staff-auth/commands/set-password/set-staff-password.http.controller.js';
import { SetStaffPasswordHandler } from './staff-auth/commands/set-password/set-staff-password.handler.js';
import { VerifyTotpController } from './staff-auth/commands/verify-totp/verify-totp.http.controller.js';
import { VerifyTotpHandler } from './staff-auth/commands/verify-totp/verify-totp.handler.js';
import { DatabaseStaffSessions } from './staff-auth/database-staff-sessions.js';
import { GetCurrentStaffController } from './staff-auth/queries/get-current-staff/get-current-staff.http.controller.js';
import { StaffSignIn } from './staff-auth/staff-sign-in.js';

/** The staff console's API under /v1/admin: staff sign-in, and the moderated resources in react-admin's dialect. */
@Module({
  imports: [AccountsModule],
  controllers: [
    StaffLogInController,
    EnrolTotpController,
    VerifyTotpController,
    SetStaffPasswordController,
    StaffLogOutController,
    GetCurrentStaffController,
  ],
  providers: [
    StaffSignIn,
    StaffAuthGuard,
    { provide: StaffSessions, useClass: DatabaseStaffSessions },
    StaffLogInHandler,
    EnrolTotpHandler,
    VerifyTotpHandler,
    SetStaffPasswordHandler,
  ],
})
export class AdminModule {}
