import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { UserEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import type { SignedInUser } from '../../database-session.validator.js';
import { toUserView, userViewSchema } from '../../user.view.js';
import { ACCOUNT_ERRORS } from '../../accounts.errors.js';

export const loadCurrentUser = async (em: EntityManager, session: AuthenticatedUser): Promise<UserEntity> => {
  const user = await em.findOne(UserEntity, { id: session.id }, { populate: ['state'] });
  if (!user) throw ACCOUNT_ERRORS.error('user_not_found');
  return user;
};

@ApiTags('user')
@ApiBearerAuth()
@Controller('user')
export class GetCurrentUserController {
  /** The session check read the account in its own statement (database-session.validator.ts): no query here. */
  @Get()
  @ApiReply(z.object({ user: userViewSchema }))
  @ApiErrors(401)
  get(@CurrentUser() session: SignedInUser) {
    return reply({ user: toUserView(session.account) });
  }
}
