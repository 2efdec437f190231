import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { CurrentStaff, StaffRoute, type AuthenticatedStaff } from '@app/auth';
import { StaffSessionEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/auth')
export class StaffLogOutController {
  constructor(private readonly em: EntityManager) {}

  /** Ends this session only; the token is refused from now on. */
  @Post('logout')
  @ApiReply(z.null(), { description: 'Signed out' })
  @ApiErrors(401)
  async logOut(@CurrentStaff() staff: AuthenticatedStaff) {
    await this.em.fork().nativeUpdate(StaffSessionEntity, { id: staff.sessionId }, { revokedAt: new Date() });
    return reply(null, { key: 'api:staffSignIn.signedOut' });
  }
}
