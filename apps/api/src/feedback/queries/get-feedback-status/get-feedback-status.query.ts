import { Query } from '@nestjs/cqrs';

/** Whether a person already gave feedback on a request. */
export class GetFeedbackStatusQuery extends Query<boolean> {
  constructor(
    readonly authorId: string,
    readonly requestId: string,
  ) {
    super();
  }
}
