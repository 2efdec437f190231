import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/auth';
import { requestPagePath } from '../../short-links/request-short-link.js';
import { FollowShortLinkQuery } from './follow-short-link.query.js';

/**
 * `GET /r/<code>`, the short link of an SMS alert (outside `/v1`: a page address for people, not part of the JSON
 * API, hence not in its document). It leads to the request's page, which asks for sign-in first; the link itself
 * carries no session. A code no alert carries leads to the home page.
 */
@ApiExcludeController()
@Controller('r')
export class FollowShortLinkController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get(':code')
  async follow(@Param('code') code: string, @Res() response: FastifyReply) {
    const requestId = await this.queries.execute(new FollowShortLinkQuery(code));
    // Each link belongs to one person: no cache between them and us keeps it.
    return response.header('cache-control', 'no-store').redirect(requestId ? requestPagePath(requestId) : '/', 302);
  }
}
