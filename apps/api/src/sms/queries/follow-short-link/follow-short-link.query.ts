import { Query } from '@nestjs/cqrs';

/** The request a short link leads to, or null for a code no alert carries. */
export class FollowShortLinkQuery extends Query<string | null> {
  constructor(readonly code: string) {
    super();
  }
}
