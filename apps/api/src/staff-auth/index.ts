export { EnrolTotpCommand, enrolTotpReply, enrolTotpRequest } from './commands/enrol-totp/enrol-totp.command.js';
export {
  StaffLogInCommand,
  staffLogInReply,
  staffLogInRequest,
  type StaffLogInRequest,
} from './commands/staff-log-in/staff-log-in.command.js';
export {
  SetStaffPasswordCommand,
  setStaffPasswordReply,
  setStaffPasswordRequest,
  type SetStaffPasswordRequest,
} from './commands/set-staff-password/set-staff-password.command.js';
export {
  VerifyTotpCommand,
  verifyTotpRequest,
  type VerifyTotpRequest,
} from './commands/verify-totp/verify-totp.command.js';
export { findLiveSession, type SessionTables } from './database-staff-sessions.js';
export { OFFICER_SIGN_IN } from './sign-ins.js';
export { createStaffMember, issuePasswordToken, sendInvitation, staffPasswordLink } from './staff-accounts.js';
export { StaffAuthModule } from './staff-auth.module.js';
export { TwoFactorSignIn } from './staff-sign-in.js';
