import { Module } from '@nestjs/common';
import { OfficerAuthGuard, OfficerSessions } from '@app/auth';
import { AccountsModule } from '../accounts/accounts.module.js';
import { OfficerAuthController } from './auth/officer-auth.http.controller.js';
import { DatabaseOfficerSessions } from './database-officer-sessions.js';
import { OfficerSignIn } from './officer-sign-in.js';

/** The hospital API under /v1/hospital: hospital officers' sign-in and what they do for their hospital. */
@Module({
  imports: [AccountsModule],
  controllers: [OfficerAuthController],
  providers: [OfficerSignIn, { provide: OfficerSessions, useClass: DatabaseOfficerSessions }, OfficerAuthGuard],
  exports: [OfficerSignIn, OfficerSessions, OfficerAuthGuard],
})
export class HospitalOfficersModule {}
