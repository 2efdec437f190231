import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '@app/persistence';
import { toUserView, type UserView } from '../../user.view.js';
import { ACCOUNT_ERRORS } from '../../accounts.errors.js';
import { GetCurrentUserQuery } from './get-current-user.query.js';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, signedIn }: GetCurrentUserQuery): Promise<UserView> {
    if (signedIn) return toUserView(signedIn);
    const user = await this.em.fork().findOne(UserEntity, { id: userId }, { populate: ['state'] });
    if (!user) throw ACCOUNT_ERRORS.error('user_not_found');
    return toUserView(user);
  }
}
