export { appendAudit, type AuditEntry } from './platform/audit-trail.js';
export { type StaffActor } from './platform/staff-actor.decorator.js';
export {
  EnrolTotpCommand,
  enrolTotpReply,
  enrolTotpRequest,
} from './staff-auth/commands/enrol-totp/enrol-totp.command.js';
export {
  StaffLogInCommand,
  staffLogInReply,
  staffLogInRequest,
  type StaffLogInRequest,
} from './staff-auth/commands/log-in/staff-log-in.command.js';
export {
  SetStaffPasswordCommand,
  setStaffPasswordReply,
  setStaffPasswordRequest,
  type SetStaffPasswordRequest,
} from './staff-auth/commands/set-password/set-staff-password.command.js';
export {
  VerifyTotpCommand,
  verifyTotpRequest,
  type VerifyTotpRequest,
} from './staff-auth/commands/verify-totp/verify-totp.command.js';
export { findLiveSession, type SessionTables } from './staff-auth/database-staff-sessions.js';
export { TwoFactorSignIn } from './staff-auth/staff-sign-in.js';
