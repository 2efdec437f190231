import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { Mailer } from '@app/messaging';
import { appendAudit } from '../../../platform/audit-trail.js';
import { createStaffMember } from '../../../staff-auth/staff-accounts.js';
import { staffPasswordEmail } from '../../staff-emails.js';
import { adminStaffView } from '../../staff-member.admin-view.js';
import { InviteStaffCommand } from './invite-staff.command.js';

/**
 * A new staff member, emailed a link to set their password (then they enrol an authenticator at first sign-in).
 * The email is sent straight after commit rather than through the outbox: the link carries a one-time token, which
 * must not travel in an event.
 */
@CommandHandler(InviteStaffCommand)
export class InviteStaffHandler implements ICommandHandler<InviteStaffCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, request }: InviteStaffCommand) {
    const { view, token } = await this.em.fork().transactional(async (tx) => {
      const { staff, token } = await createStaffMember(tx, request);
      await tx.flush();
      const after = adminStaffView(staff);
      appendAudit(tx, actor, { action: 'invite', resource: 'staff', recordId: staff.id, after });
      return { view: after, token };
    });
    await this.mailer.send(staffPasswordEmail(this.config, view, token, actor.name, true));
    return view;
  }
}
