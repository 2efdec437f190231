import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { hashOneTimeToken } from '@app/auth';
import { appendAudit } from '../../../platform/audit/audit-trail.js';
import { SignIns } from '../../sign-ins.js';
import { checkNewPassword, setStaffPassword } from '../../staff-accounts.js';
import { SetStaffPasswordCommand } from './set-staff-password.command.js';
import { STAFF_AUTH_ERRORS } from '../../staff-auth.errors.js';

/** Spends the one-time link: the password is set, the link dead, and every earlier session ended. */
@CommandHandler(SetStaffPasswordCommand)
export class SetStaffPasswordHandler implements ICommandHandler<SetStaffPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIns: SignIns,
  ) {}

  async execute({ request, ip, kind }: SetStaffPasswordCommand) {
    const signIn = this.signIns.of(kind);
    checkNewPassword(request.password);
    return this.em.fork().transactional(async (em) => {
      const staff = await em.findOne(
        signIn.entity,
        { passwordTokenHash: hashOneTimeToken(request.token), disabledAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!staff || !staff.passwordTokenExpiresAt || staff.passwordTokenExpiresAt.getTime() <= Date.now())
        throw STAFF_AUTH_ERRORS.error('link_invalid', { field: 'token' });
      await setStaffPassword(staff, request.password, signIn.security.hasher);
      appendAudit(em, { ...staff, ip }, { action: 'password_set', resource: signIn.auditResource, recordId: staff.id });
      return { email: staff.email };
    });
  }
}
