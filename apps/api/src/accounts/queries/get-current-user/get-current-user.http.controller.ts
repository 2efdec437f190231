import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { NotFoundError } from '@app/domain';
import { UserEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { toUserView, userViewSchema } from '../../user.view.js';
import { readUserViewSource } from './read-user-view-source.js';

export const loadCurrentUser = async (em: EntityManager, session: AuthenticatedUser): Promise<UserEntity> => {
  const user = await em.findOne(UserEntity, { id: session.id }, { populate: ['state'] });
  if (!user) throw new NotFoundError('User not found');
  return user;
};

@ApiTags('user')
@ApiBearerAuth()
@Controller('user')
export class GetCurrentUserController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiReply(z.object({ user: userViewSchema }))
  @ApiErrors(401)
  async get(@CurrentUser() session: AuthenticatedUser) {
    const user = await readUserViewSource(this.em, session.id);
    if (!user) throw new NotFoundError('User not found');
    return reply({ user: toUserView(user) });
  }
}
