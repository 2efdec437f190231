import { Query } from '@nestjs/cqrs';
import type { PublicBoard } from '../../public-needs-board.js';

/** The open need for blood in every state, by blood group. */
export class GetPublicNeedsQuery extends Query<PublicBoard> {}
