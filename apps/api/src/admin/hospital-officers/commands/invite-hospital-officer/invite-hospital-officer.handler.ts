import { ADMIN_ERRORS } from '../../../admin.errors.js';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { MailDelivery, queueMail } from '@app/messaging';
import { HospitalEntity, HospitalOfficerEntity, StaffMemberEntity } from '@app/persistence';
import { appendAudit } from '../../../../platform/audit/audit-trail.js';
import { issuePasswordToken, sendInvitation } from '../../../../staff-auth/index.js';
import { officerPasswordEmail } from '../../hospital-officer-emails.js';
import { adminHospitalOfficerView } from '../../hospital-officer.admin-view.js';
import { InviteHospitalOfficerCommand } from './invite-hospital-officer.command.js';

/**
 * A new officer of a verified hospital (locked, so a suspension cannot slip in between), emailed a link to set
 * their password; they enrol an authenticator at their first sign-in, as staff do.
 */
@CommandHandler(InviteHospitalOfficerCommand)
export class InviteHospitalOfficerHandler implements ICommandHandler<InviteHospitalOfficerCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ actor, request }: InviteHospitalOfficerCommand) {
    return sendInvitation(this.em, this.mail, async (tx) => {
      const hospital = await tx.findOne(
        HospitalEntity,
        { id: request.hospital_id },
        { lockMode: LockMode.PESSIMISTIC_READ },
      );
      if (!hospital) throw ADMIN_ERRORS.error('officer_hospital_unknown', { field: 'hospital_id' });
      if (hospital.status !== 'verified')
        throw ADMIN_ERRORS.error('officer_hospital_not_verified', { field: 'hospital_id' });
      const email = request.email.trim().toLowerCase();
      if (await tx.count(HospitalOfficerEntity, { email })) throw ADMIN_ERRORS.error('officer_email_taken');
      const officer = tx.create(HospitalOfficerEntity, {
        hospital,
        email,
        name: request.name,
        role: request.role,
        invitedBy: tx.getReference(StaffMemberEntity, actor.id),
      });
      const token = issuePasswordToken(officer);
      await tx.flush();
      const after = adminHospitalOfficerView(officer);
      appendAudit(tx, actor, { action: 'invited', resource: 'hospital-officers', recordId: officer.id, after });
      return { view: after, mailId: queueMail(tx, officerPasswordEmail(this.config, after, token, actor.name)) };
    });
  }
}
