import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { signStaffChallenge } from '@app/auth';
import { SignIns } from '../../sign-ins.js';
import { STAFF_AUTH_ERRORS } from '../../staff-auth.errors.js';
import { StaffLogInCommand, type StaffLogInReply } from './staff-log-in.command.js';

/** The first factor, for staff and hospital officers alike. A disabled account, or one who has not set a password, is told the same as a wrong password. */
@CommandHandler(StaffLogInCommand)
export class StaffLogInHandler implements ICommandHandler<StaffLogInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIns: SignIns,
  ) {}

  async execute({ request, ip, kind }: StaffLogInCommand): Promise<StaffLogInReply> {
    const signIn = this.signIns.of(kind);
    const staff = await this.em.fork().findOne(signIn.entity, { email: request.email }, { populate: ['passwordHash'] });
    // Keyed by the staff member's id, as the code step is: wrong passwords and wrong codes share one budget.
    const subject = staff?.id ?? `unknown:${request.email}`;
    const attempt = await signIn.reserveAttempt(subject, ip);
    const hasher = signIn.security.hasher;
    const usable = staff && staff.passwordHash && !staff.disabledAt;
    const matches = usable
      ? await hasher.verify(staff.passwordHash!, request.password)
      : await hasher.verifyAgainstNothing(request.password);
    if (!usable || !matches) return attempt.failed(STAFF_AUTH_ERRORS.error('bad_credentials'));
    // Earlier failures are not cleared here: only a right code clears them, so the password alone buys no more
    // code guesses. This attempt's own slot is given back.
    await attempt.release();
    const step = staff.totpEnrolledAt ? 'totp' : 'enrol';
    return {
      step,
      challenge_token: signStaffChallenge({ sub: staff.id, step }, signIn.key, signIn.audiences.challenge),
    };
  }
}
