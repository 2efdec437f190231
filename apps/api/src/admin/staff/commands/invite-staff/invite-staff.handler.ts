import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { MailDelivery, queueMail } from '@app/messaging';
import { appendAudit } from '../../../../platform/audit/audit-trail.js';
import { createStaffMember, sendInvitation } from '../../../../staff-auth/index.js';
import { staffPasswordEmail } from '../../staff-emails.js';
import { adminStaffView } from '../../staff-member.admin-view.js';
import { InviteStaffCommand } from './invite-staff.command.js';

/** A new staff member, emailed a link to set their password (then they enrol an authenticator at first sign-in). */
@CommandHandler(InviteStaffCommand)
export class InviteStaffHandler implements ICommandHandler<InviteStaffCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ actor, request }: InviteStaffCommand) {
    return sendInvitation(this.em, this.mail, async (tx) => {
      const { staff, token } = await createStaffMember(tx, request);
      await tx.flush();
      const after = adminStaffView(staff);
      appendAudit(tx, actor, { action: 'invited', resource: 'staff', recordId: staff.id, after });
      return { view: after, mailId: queueMail(tx, staffPasswordEmail(this.config, after, token, actor.name, true)) };
    });
  }
}
