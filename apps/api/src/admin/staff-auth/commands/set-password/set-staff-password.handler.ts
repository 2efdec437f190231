import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { hashOneTimeToken } from '@app/auth';
import { invalidField } from '@app/domain';
import { StaffMemberEntity } from '@app/persistence';
import { AccountSecurity } from '../../../../accounts/account-security.js';
import { appendAudit } from '../../../platform/audit-trail.js';
import { checkNewPassword, setStaffPassword } from '../../staff-accounts.js';
import { SET_PASSWORD_LINK_INVALID, SetStaffPasswordCommand } from './set-staff-password.command.js';

/** Spends the one-time link: the password is set, the link dead, and every earlier session ended. */
@CommandHandler(SetStaffPasswordCommand)
export class SetStaffPasswordHandler implements ICommandHandler<SetStaffPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly security: AccountSecurity,
  ) {}

  async execute({ request, ip }: SetStaffPasswordCommand) {
    checkNewPassword(request.password);
    return this.em.fork().transactional(async (em) => {
      const staff = await em.findOne(
        StaffMemberEntity,
        { passwordTokenHash: hashOneTimeToken(request.token), disabledAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!staff || !staff.passwordTokenExpiresAt || staff.passwordTokenExpiresAt.getTime() <= Date.now())
        throw invalidField('token', SET_PASSWORD_LINK_INVALID);
      await setStaffPassword(staff, request.password, this.security.hasher);
      appendAudit(em, { ...staff, ip }, { action: 'password_set', resource: 'staff', recordId: staff.id });
      return { email: staff.email };
    });
  }
}
