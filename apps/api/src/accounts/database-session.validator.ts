import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthenticatedUser, SessionClaims, SessionValidator } from '@app/auth';
import { isUuid } from '@app/domain';
import { leanReader, type SqlStatements } from '../platform/sql/bound-statements.js';
import type { UserViewSource } from './user.view.js';
import { toUserViewSource, USER_VIEW_SELECT, type UserViewRow } from './queries/get-current-user/user-view-source.js';

/** The signed-in user's account as the session check read it: what their own view and the donor rules need. */
export type SessionAccount = UserViewSource & { suspendedUntil: Date | null };

/** A user whose session stands, with their account read in the same query (reads need not read it again). */
export interface SignedInUser extends AuthenticatedUser {
  account: SessionAccount;
}

const SESSION_SQL = `select ${USER_VIEW_SELECT}, u.suspended_until as "suspendedUntil",
       u.sessions_valid_after as "validAfter",
       exists(select 1 from revoked_session r where r.jti = ?) as revoked
  from app_user u left join state s on s.id = u.state_id
 where u.id = ? and u.status = 'active'`;

type SessionRow = UserViewRow & { suspendedUntil: Date | string | null; validAfter: Date | string; revoked: boolean };

/**
 * A token stands while its user exists, it was not logged out, and it was issued after the last password reset.
 * The same statement reads the user's account, so a request's session check and its first read are one round trip.
 */
@Injectable()
export class DatabaseSessionValidator implements SessionValidator {
  private readonly reader: SqlStatements;

  constructor(em: EntityManager) {
    this.reader = leanReader(em);
  }

  async validate(claims: SessionClaims): Promise<SignedInUser | null> {
    if (!isUuid(claims.sub) || !isUuid(claims.jti)) return null;
    const rows = await this.reader.execute<SessionRow>(SESSION_SQL, [claims.jti, claims.sub]);
    const row = rows[0];
    if (!row || row.revoked) return null;
    const issuedMs = typeof claims.issued_ms === 'number' ? claims.issued_ms : claims.iat * 1000;
    if (issuedMs < new Date(row.validAfter).getTime()) return null;
    const { suspendedUntil, validAfter: _validAfter, revoked: _revoked, ...account } = row;
    return {
      id: claims.sub,
      sessionId: claims.jti,
      sessionExpiresAt: new Date(claims.exp * 1000),
      account: {
        ...toUserViewSource(account),
        suspendedUntil: suspendedUntil === null ? null : new Date(suspendedUntil),
      },
    };
  }
}
