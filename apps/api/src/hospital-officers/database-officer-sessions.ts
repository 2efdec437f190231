import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OfficerSessions, verifyStaffSessionToken, type AuthenticatedOfficer } from '@app/auth';
import type { HospitalOfficerRole } from '@app/domain';
import { findLiveSession, type SessionTables } from '../staff-auth/index.js';
import { OfficerSignIn } from './officer-sign-in.js';

/** An officer acts for their hospital only while it stays verified: suspending it ends their sessions' use. */
const OFFICER_TABLES: SessionTables = {
  accounts: 'hospital_officer',
  sessions: 'hospital_officer_session',
  accountColumn: 'officer_id',
  columns: 'm.role, m.hospital_id as "hospitalId"',
  condition: `and exists (select 1 from hospital h where h.id = m.hospital_id and h.status = 'verified')`,
};

@Injectable()
export class DatabaseOfficerSessions extends OfficerSessions {
  constructor(
    private readonly em: EntityManager,
    private readonly signIn: OfficerSignIn,
  ) {
    super();
  }

  authenticate(token: string): Promise<AuthenticatedOfficer | null> {
    return findLiveSession<{ id: string; email: string; name: string; role: HospitalOfficerRole; hospitalId: string }>(
      this.em,
      OFFICER_TABLES,
      verifyStaffSessionToken(token, this.signIn.key, this.signIn.audiences.session),
    );
  }
}
