import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/auth';
import { requestOfLinkCode, requestPagePath } from '../../short-links/request-short-link.js';

/**
 * `GET /r/<code>`, the short link of an SMS alert (outside `/v1`: a page address for people, not part of the JSON
 * API, hence not in its document). It leads to the request's page, which asks for sign-in first; the link itself
 * carries no session. A code no alert carries leads to the home page.
 */
@ApiExcludeController()
@Controller('r')
export class FollowShortLinkController {
  constructor(private readonly em: EntityManager) {}

  @Public()
  @Get(':code')
  async follow(@Param('code') code: string, @Res() response: FastifyReply) {
    const requestId = await requestOfLinkCode(this.em.fork(), code);
    // Each link belongs to one person: no cache between them and us keeps it.
    return response.header('cache-control', 'no-store').redirect(requestId ? requestPagePath(requestId) : '/', 302);
  }
}
