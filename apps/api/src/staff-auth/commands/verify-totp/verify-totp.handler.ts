import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { createRecoveryCodes, hashRecoveryCode, openTotpSecret, totpStep } from '@app/auth';
import { appendAudit } from '../../../platform/audit/audit-trail.js';
import { SignIns } from '../../sign-ins.js';
import { type TwoFactorAccount } from '../../staff-sign-in.js';
import { VerifyTotpCommand, type SignedInReply } from './verify-totp.command.js';
import { STAFF_AUTH_ERRORS } from '../../staff-auth.errors.js';

/**
 * The second factor, under the staff member's row lock so one code cannot open two sessions: a code of a time
 * step at or before the last accepted one is a replay. The first code after enrolment confirms it and returns the
 * recovery codes, once.
 */
@CommandHandler(VerifyTotpCommand)
export class VerifyTotpHandler implements ICommandHandler<VerifyTotpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIns: SignIns,
  ) {}

  async execute({ request, ip, kind }: VerifyTotpCommand): Promise<SignedInReply> {
    const signIn = this.signIns.of(kind);
    const claims = signIn.challenge(request.challenge_token);
    const attempt = await signIn.reserveAttempt(claims.sub, ip);
    const outcome = await this.em
      .fork()
      .transactional(async (em) => {
        const staff = await em.findOne(
          signIn.entity,
          { id: claims.sub, disabledAt: null },
          { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['totpSecret', 'recoveryCodeHashes'] },
        );
        if (!staff || !staff.totpSecret) {
          if (staff && claims.step === 'enrol') throw STAFF_AUTH_ERRORS.error('authenticator_not_set');
          throw STAFF_AUTH_ERRORS.error('sign_in_expired');
        }
        const failure = this.check(staff, request, signIn.totpKey);
        if (failure) return { failure };
        let recoveryCodes: string[] | undefined;
        if (!staff.totpEnrolledAt) {
          const created = createRecoveryCodes();
          staff.totpEnrolledAt = new Date();
          staff.recoveryCodeHashes = created.hashes;
          recoveryCodes = created.codes;
        }
        const session = signIn.openSession(em, staff, ip);
        staff.lastSignInAt = new Date();
        appendAudit(em, { ...staff, ip }, { action: 'signed_in', resource: signIn.auditResource, recordId: staff.id });
        const signedIn: SignedInReply = {
          token: session.token,
          expires_at: session.expiresAt.toISOString(),
          ...(await signIn.signedIn(staff)),
          ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
        };
        return { signedIn };
      })
      .catch(async (error: unknown) => {
        // No code was checked (an expired challenge, enrolment not begun): the slot is given back.
        await attempt.release();
        throw error;
      });
    // The slot stays taken outside the transaction: a refused code changes nothing in the database.
    if (!outcome.signedIn) return attempt.failed(STAFF_AUTH_ERRORS.error(outcome.failure));
    await signIn.succeeded(claims.sub, ip);
    return outcome.signedIn;
  }

  /** Why the code is refused, or null; a right one is spent (its time step, or the recovery code). */
  private check(
    staff: TwoFactorAccount,
    request: VerifyTotpCommand['request'],
    totpKey: Buffer,
  ): 'recovery_code_wrong' | 'code_wrong' | 'code_used' | null {
    if (request.recovery_code !== undefined) {
      if (!staff.totpEnrolledAt) return 'recovery_code_wrong';
      const hash = hashRecoveryCode(request.recovery_code);
      if (!staff.recoveryCodeHashes.includes(hash)) return 'recovery_code_wrong';
      staff.recoveryCodeHashes = staff.recoveryCodeHashes.filter((stored) => stored !== hash);
      return null;
    }
    const secret = openTotpSecret(staff.totpSecret!, totpKey);
    const step = secret ? totpStep(secret, request.code ?? '') : null;
    if (step === null) return 'code_wrong';
    if (staff.totpLastStep !== null && step <= staff.totpLastStep) return 'code_used';
    staff.totpLastStep = step;
    return null;
  }
}
