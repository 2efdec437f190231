import { Module } from '@nestjs/common';
import { StaffAuthGuard, StaffSessions } from '@app/auth';
import { AccountsModule } from '../accounts/index.js';
import { EnrolTotpController } from './commands/enrol-totp/enrol-totp.http.controller.js';
import { EnrolTotpHandler } from './commands/enrol-totp/enrol-totp.handler.js';
import { StaffLogInController } from './commands/staff-log-in/staff-log-in.http.controller.js';
import { StaffLogInHandler } from './commands/staff-log-in/staff-log-in.handler.js';
import { StaffLogOutController } from './commands/staff-log-out/staff-log-out.http.controller.js';
import { StaffLogOutHandler } from './commands/staff-log-out/staff-log-out.handler.js';
import { SetStaffPasswordController } from './commands/set-staff-password/set-staff-password.http.controller.js';
import { SetStaffPasswordHandler } from './commands/set-staff-password/set-staff-password.handler.js';
import { VerifyTotpController } from './commands/verify-totp/verify-totp.http.controller.js';
import { VerifyTotpHandler } from './commands/verify-totp/verify-totp.handler.js';
import { DatabaseStaffSessions } from './database-staff-sessions.js';
import { GetCurrentStaffController } from './queries/get-current-staff/get-current-staff.http.controller.js';
import { GetCurrentStaffHandler } from './queries/get-current-staff/get-current-staff.handler.js';
import { SignIns } from './sign-ins.js';
import { StaffSignIn } from './staff-sign-in.js';

/** Two-factor sign-in under /v1/admin/auth, whose steps hospital officers share; the staff guard and its sessions. */
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
    SignIns,
    StaffAuthGuard,
    { provide: StaffSessions, useClass: DatabaseStaffSessions },
    StaffLogInHandler,
    EnrolTotpHandler,
    VerifyTotpHandler,
    SetStaffPasswordHandler,
    StaffLogOutHandler,
    GetCurrentStaffHandler,
  ],
  exports: [StaffAuthGuard, StaffSessions],
})
export class StaffAuthModule {}
