import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '@app/domain';
import { StaffMemberEntity, StaffSessionEntity } from '@app/persistence';
import { changeAudited } from '../../../platform/audit-trail.js';
import { adminStaffView } from '../../staff-member.admin-view.js';
import { UpdateStaffCommand } from './update-staff.command.js';

/**
 * Changes a staff member's role, or disables them (their sessions end at once) or enables them again. An admin
 * cannot demote or disable themselves, so the console always keeps someone who can manage staff.
 */
@CommandHandler(UpdateStaffCommand)
export class UpdateStaffHandler implements ICommandHandler<UpdateStaffCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id, change }: UpdateStaffCommand) {
    return changeAudited(
      this.em,
      actor,
      { resource: 'staff', entity: StaffMemberEntity, id, notFound: 'Staff member not found' },
      'update',
      adminStaffView,
      async (staff, tx) => {
        const self = staff.id === actor.id;
        if (self && ((change.role && change.role !== staff.role) || change.disabled))
          throw new ConflictError('You cannot change your own role or disable yourself; ask another admin');
        if (change.role) staff.role = change.role;
        if (change.disabled === true && !staff.disabledAt) {
          staff.disabledAt = new Date();
          await tx.nativeUpdate(StaffSessionEntity, { staff: staff.id, revokedAt: null }, { revokedAt: new Date() });
        }
        if (change.disabled === false) staff.disabledAt = null;
      },
    );
  }
}
