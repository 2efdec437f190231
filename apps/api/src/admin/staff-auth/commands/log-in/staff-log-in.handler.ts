import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { signStaffChallenge } from '@app/auth';
import { StaffMemberEntity } from '@app/persistence';
import { BAD_CREDENTIALS } from '../../../../accounts/commands/log-in/log-in.handler.js';
import { StaffSignIn } from '../../staff-sign-in.js';
import { StaffLogInCommand, type StaffLogInReply } from './staff-log-in.command.js';

/** The first factor. A disabled member, or one who has not set a password, is told the same as a wrong password. */
@CommandHandler(StaffLogInCommand)
export class StaffLogInHandler implements ICommandHandler<StaffLogInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIn: StaffSignIn,
  ) {}

  async execute({ request, ip }: StaffLogInCommand): Promise<StaffLogInReply> {
    const staff = await this.em
      .fork()
      .findOne(StaffMemberEntity, { email: request.email }, { populate: ['passwordHash'] });
    // Keyed by the staff member's id, as the code step is: wrong passwords and wrong codes share one budget.
    const subject = staff?.id ?? `unknown:${request.email}`;
    const attempt = await this.signIn.reserveAttempt(subject, ip);
    const hasher = this.signIn.security.hasher;
    const usable = staff && staff.passwordHash && !staff.disabledAt;
    const matches = usable
      ? await hasher.verify(staff.passwordHash!, request.password)
      : await hasher.verifyAgainstNothing(request.password);
    if (!usable || !matches) return attempt.failed(BAD_CREDENTIALS);
    // Earlier failures are not cleared here: only a right code clears them, so the password alone buys no more
    // code guesses. This attempt's own slot is given back.
    await attempt.release();
    const step = staff.totpEnrolledAt ? 'totp' : 'enrol';
    return { step, challenge_token: signStaffChallenge({ sub: staff.id, step }, this.signIn.key) };
  }
}
