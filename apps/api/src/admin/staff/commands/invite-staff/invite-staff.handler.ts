import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { composeMail, Mailer } from '@app/messaging';
import { appendAudit } from '../../../platform/audit-trail.js';
import { createStaffMember, staffPasswordLink } from '../../../staff-auth/staff-accounts.js';
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
    const { view, link } = await this.em.fork().transactional(async (tx) => {
      const { staff, token } = await createStaffMember(tx, request);
      await tx.flush();
      const after = adminStaffView(staff);
      appendAudit(tx, actor, { action: 'invite', resource: 'staff', recordId: staff.id, after });
      return { view: after, link: staffPasswordLink(this.config, token) };
    });
    await this.mailer.send(
      composeMail(
        view.email,
        'You are invited to the Blood Match staff console',
        `Hello ${view.name},`,
        [
          `${actor.name} invited you to the Blood Match staff console as ${view.role === 'admin' ? 'an admin' : 'a moderator'}.`,
          'Set your password with the link below (valid for 72 hours). At your first sign-in you will set up an authenticator app for the one-time codes.',
        ],
        { label: 'Set your password', link },
      ),
    );
    return view;
  }
}
