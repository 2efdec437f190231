import { Module } from '@nestjs/common';
import { PublicNeedsBoard } from './public-needs-board.js';
import { GetPublicNeedsController } from './queries/get-public-needs/get-public-needs.http.controller.js';

/** The public board of need, read from the stats projector's read model. */
@Module({ controllers: [GetPublicNeedsController], providers: [PublicNeedsBoard], exports: [PublicNeedsBoard] })
export class PublicNeedsModule {}
