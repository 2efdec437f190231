import { Inject, Injectable } from '@nestjs/common';
import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OFFICER_AUDIENCES, officerSigningKey } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { HospitalOfficerEntity, HospitalOfficerSessionEntity } from '@app/persistence';
import { AccountSecurity } from '../accounts/index.js';
import { TwoFactorSignIn } from '../staff-auth/index.js';
import { signedInOfficer } from './hospital-officer.view.js';

/** Hospital officers sign in through the staff steps, with their own key, audiences, budgets and sessions. */
@Injectable()
export class OfficerSignIn extends TwoFactorSignIn<HospitalOfficerEntity> {
  constructor(security: AccountSecurity, @Inject(APP_CONFIG) config: AppConfig) {
    super(
      security,
      config,
      'officer',
      officerSigningKey(config.JWT_SECRET),
      OFFICER_AUDIENCES,
      HospitalOfficerEntity,
      'hospital-officers',
    );
  }

  protected recordSession(em: EntityManager, officer: HospitalOfficerEntity, id: string, ip: string, expiresAt: Date) {
    em.create(HospitalOfficerSessionEntity, { id, officer, ip, expiresAt });
  }

  async signedIn(officer: HospitalOfficerEntity) {
    await wrap(officer.hospital).init();
    await wrap(officer.hospital.state).init();
    return { officer: signedInOfficer(officer) };
  }
}
