import { ADMIN_ERRORS, adminNotFound } from '../../../admin.errors.js';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';

import { MailDelivery, queueMail } from '@app/messaging';
import { StaffMemberEntity, StaffSessionEntity } from '@app/persistence';
import { changeAudited } from '../../../../platform/audit/audit-trail.js';
import { issuePasswordToken } from '../../../../staff-auth/index.js';
import { staffPasswordEmail } from '../../staff-emails.js';
import { adminStaffView } from '../../staff-member.admin-view.js';
import { UpdateStaffCommand } from './update-staff.command.js';

/**
 * Changes a staff member's role, disables them (their sessions end at once) or enables them again, resets their
 * authenticator, or emails them a new set-password link. An admin cannot do any of this to themselves, so the
 * console always keeps someone who can manage staff. The link is queued in the change's transaction (the mail
 * outbox, not an event: it carries a one-time token, erased from the outbox once sent).
 */
/** The one thing a change did, as the log names it (the before and after images show any others). */
const staffChangeVerb = (
  before: ReturnType<typeof adminStaffView>,
  after: ReturnType<typeof adminStaffView>,
  change: UpdateStaffCommand['change'],
): string => {
  if (!before.disabled && after.disabled) return 'disabled';
  if (before.disabled && !after.disabled) return 'enabled';
  if (before.role !== after.role) return 'role_changed';
  if (change.reset_authenticator) return 'authenticator_reset';
  if (change.send_password_link) return 'password_link_sent';
  return 'unchanged';
};

@CommandHandler(UpdateStaffCommand)
export class UpdateStaffHandler implements ICommandHandler<UpdateStaffCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, id, change }: UpdateStaffCommand) {
    let mailId: string | null = null;
    const view = await changeAudited(
      this.em,
      actor,
      { resource: 'staff', entity: StaffMemberEntity, id, notFound: adminNotFound('staff_member_not_found') },
      (before, after) => staffChangeVerb(before, after, change),
      adminStaffView,
      async (staff, tx) => {
        const self = staff.id === actor.id;
        const touchesAccess =
          (change.role && change.role !== staff.role) ||
          change.disabled ||
          change.reset_authenticator ||
          change.send_password_link;
        if (self && touchesAccess) throw ADMIN_ERRORS.error('own_role');
        if (change.role) staff.role = change.role;
        const endSessions = () =>
          tx.nativeUpdate(StaffSessionEntity, { staff: staff.id, revokedAt: null }, { revokedAt: new Date() });
        if (change.disabled === true && !staff.disabledAt) {
          staff.disabledAt = new Date();
          await endSessions();
        }
        if (change.disabled === false) staff.disabledAt = null;
        if (change.reset_authenticator) {
          staff.totpSecret = null;
          staff.totpEnrolledAt = null;
          staff.totpLastStep = null;
          staff.recoveryCodeHashes = [];
          await endSessions();
        }
        if (change.send_password_link)
          mailId = queueMail(
            tx,
            staffPasswordEmail(this.config, adminStaffView(staff), issuePasswordToken(staff), actor.name),
          );
      },
    );
    if (mailId) await this.mail.sendNow([mailId]);
    return view;
  }
}
