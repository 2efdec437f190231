import { Query } from '@nestjs/cqrs';
import type { UserView, UserViewSource } from '../../user.view.js';

/**
 * The user's own view. With the account the session check already read (`signedIn`), it is shaped from that and costs
 * no query; without it (after a change), the account is read again.
 */
export class GetCurrentUserQuery extends Query<UserView> {
  constructor(
    readonly userId: string,
    readonly signedIn?: UserViewSource,
  ) {
    super();
  }
}
