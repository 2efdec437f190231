import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PublicNeedsBoard } from '../../public-needs-board.js';
import { GetStateNeedsQuery } from './get-state-needs.query.js';

@QueryHandler(GetStateNeedsQuery)
export class GetStateNeedsHandler implements IQueryHandler<GetStateNeedsQuery> {
  constructor(private readonly board: PublicNeedsBoard) {}

  execute({ slug }: GetStateNeedsQuery) {
    return this.board.state(slug);
  }
}
