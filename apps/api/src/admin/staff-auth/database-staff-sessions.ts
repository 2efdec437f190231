import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { staffSigningKey, StaffSessions, verifyStaffSessionToken, type AuthenticatedStaff } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import type { StaffRole } from '@app/domain';

/**
 * A staff token stands while its session row does: not logged out or revoked, not past its end, its staff member
 * not disabled, and started after their last password change.
 */
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

  async authenticate(token: string): Promise<AuthenticatedStaff | null> {
    const claims = verifyStaffSessionToken(token, this.key);
    if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.sub) || !/^[0-9a-f-]{36}$/i.test(claims.jti)) return null;
    const rows = await this.em.getConnection().execute<{ id: string; email: string; name: string; role: StaffRole }[]>(
      `select m.id, m.email, m.name, m.role
         from staff_session s join staff_member m on m.id = s.staff_id
        where s.id = ? and s.staff_id = ? and s.revoked_at is null and s.expires_at > now()
          and m.disabled_at is null and s.created_at >= m.sessions_valid_after`,
      [claims.jti, claims.sub],
    );
    const staff = rows[0];
    return staff ? { ...staff, sessionId: claims.jti } : null;
  }
}
