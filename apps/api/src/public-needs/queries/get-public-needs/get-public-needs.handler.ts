import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PublicNeedsBoard } from '../../public-needs-board.js';
import { GetPublicNeedsQuery } from './get-public-needs.query.js';

@QueryHandler(GetPublicNeedsQuery)
export class GetPublicNeedsHandler implements IQueryHandler<GetPublicNeedsQuery> {
  constructor(private readonly board: PublicNeedsBoard) {}

  execute() {
    return this.board.board();
  }
}
