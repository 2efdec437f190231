import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { staffSigningKey, StaffSessions, verifyStaffSessionToken, type AuthenticatedStaff } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { isUuid, type StaffRole } from '@app/domain';

/** Where a kind of two-factor account keeps its accounts and sessions (fixed table names, never input). */
export interface SessionTables {
  accounts: string;
  sessions: string;
  /** The session's column naming its account. */
  accountColumn: string;
  /** The account's columns to return, e.g. `m.role`. */
  columns: string;
  /** A further condition on the account `m`, if any. */
  condition?: string;
}

/**
 * A session token stands while its session row does: not logged out or revoked, not past its end, its account not
 * disabled, and started after the account's last password change. Staff and hospital officers alike.
 */
export const findLiveSession = async <Row>(
  em: EntityManager,
  tables: SessionTables,
  claims: { sub: string; jti: string } | null,
): Promise<(Row & { sessionId: string }) | null> => {
  if (!claims || !isUuid(claims.sub) || !isUuid(claims.jti)) return null;
  const rows = await em.getConnection().execute<Row[]>(
    `select m.id, m.email, m.name, ${tables.columns}
       from ${tables.sessions} s join ${tables.accounts} m on m.id = s.${tables.accountColumn}
      where s.id = ? and s.${tables.accountColumn} = ? and s.revoked_at is null and s.expires_at > now()
        and m.disabled_at is null and s.created_at >= m.sessions_valid_after ${tables.condition ?? ''}`,
    [claims.jti, claims.sub],
  );
  return rows[0] ? { ...rows[0], sessionId: claims.jti } : null;
};

const STAFF_TABLES: SessionTables = {
  accounts: 'staff_member',
  sessions: 'staff_session',
  accountColumn: 'staff_id',
  columns: 'm.role',
};

@Injectable()
export class DatabaseStaffSessions extends StaffSessions {
  private readonly key: string;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.key = staffSigningKey(config.JWT_SECRET);
  }

  authenticate(token: string): Promise<AuthenticatedStaff | null> {
    return findLiveSession<{ id: string; email: string; name: string; role: StaffRole }>(
      this.em,
      STAFF_TABLES,
      verifyStaffSessionToken(token, this.key),
    );
  }
}
