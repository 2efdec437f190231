import { Module } from '@nestjs/common';
import { PublicNeedsBoard } from './public-needs-board.js';
import { GetPublicNeedsHandler } from './queries/get-public-needs/get-public-needs.handler.js';
import { GetStateNeedsHandler } from './queries/get-state-needs/get-state-needs.handler.js';
import { GetPublicNeedsController } from './queries/get-public-needs/get-public-needs.http.controller.js';

/** The public board of need, read from the stats projector's read model. */
@Module({
  controllers: [GetPublicNeedsController],
  providers: [PublicNeedsBoard, GetPublicNeedsHandler, GetStateNeedsHandler],
  exports: [PublicNeedsBoard],
})
export class PublicNeedsModule {}
