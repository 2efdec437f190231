import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import type { SignedInUser } from '../../database-session.validator.js';
import { userViewSchema } from '../../user.view.js';
import { GetCurrentUserQuery } from './get-current-user.query.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user')
export class GetCurrentUserController {
  constructor(private readonly queries: QueryBus) {}

  /** The session check read the account in its own statement (database-session.validator.ts): no query here. */
  @Get()
  @ApiReply(z.object({ user: userViewSchema }))
  @ApiErrors(401)
  async get(@CurrentUser() session: SignedInUser) {
    return reply({ user: await this.queries.execute(new GetCurrentUserQuery(session.id, session.account)) });
  }
}
