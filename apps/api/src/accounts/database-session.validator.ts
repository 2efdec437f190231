import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthenticatedUser, SessionClaims, SessionValidator } from '@app/auth';

/** A token stands while its user exists, it was not logged out, and it was issued after the last password reset. */
@Injectable()
export class DatabaseSessionValidator implements SessionValidator {
  constructor(private readonly em: EntityManager) {}

  async validate(claims: SessionClaims): Promise<AuthenticatedUser | null> {
    if (!/^[0-9a-f-]{36}$/i.test(claims.sub) || !/^[0-9a-f-]{36}$/i.test(claims.jti)) return null;
    const rows = await this.em.getConnection().execute<{ valid_after: Date; revoked: boolean }[]>(
      `select u.sessions_valid_after as valid_after,
              exists(select 1 from revoked_session r where r.jti = ?) as revoked
         from app_user u where u.id = ? and u.status = 'active'`,
      [claims.jti, claims.sub],
    );
    const row = rows[0];
    if (!row || row.revoked) return null;
    const issuedMs = typeof claims.issued_ms === 'number' ? claims.issued_ms : claims.iat * 1000;
    if (issuedMs < new Date(row.valid_after).getTime()) return null;
    return { id: claims.sub, sessionId: claims.jti, sessionExpiresAt: new Date(claims.exp * 1000) };
  }
}
