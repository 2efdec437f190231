import { Controller, Get, Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { BLOOD_GROUPS, GENDERS, isBlank } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageInfoSchema, pageQuery, pageWindow, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { leanReader, type SqlStatements } from '../../../platform/sql/bound-statements.js';
import type { SignedInUser } from '../../../accounts/index.js';
import { donorRequestSchema } from '../../donor-request.view.js';
import { readDonorFeed } from './read-donor-feed.js';

const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

export const donorRequestsQuery = pageQuery.extend({
  blood_group: z.preprocess(blankToUndefined, z.enum(BLOOD_GROUPS, { error: 'Unknown blood group' }).optional()),
  gender: z.preprocess(blankToUndefined, z.enum(GENDERS, { error: 'Gender must be Male or Female' }).optional()),
});

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests/donor')
export class ListDonorRequestsController {
  private readonly reader: SqlStatements;

  constructor(
    em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.reader = leanReader(em);
  }

  @Get()
  @ApiOperation({
    summary: 'Open requests you were alerted for and can serve, newest first (limit=5 for the dashboard)',
    description:
      'Empty while you cannot donate (resting after a donation, paused, suspended, or committed to another request); `eligibility.reasons` says why.',
  })
  @ApiReply(
    z.object({
      donations: z.array(donorRequestSchema),
      page_info: pageInfoSchema,
      eligibility: z.object({ eligible: z.boolean(), reasons: z.array(z.string()) }),
    }),
  )
  @ApiErrors(400, 401)
  async list(
    @CurrentUser() session: SignedInUser,
    @ValidQuery(donorRequestsQuery) query: z.output<typeof donorRequestsQuery>,
  ) {
    return reply(
      await readDonorFeed(this.reader, session.account, {
        ...query,
        ...pageWindow(query),
        bloodGroup: query.blood_group,
        staleBefore: new Date(Date.now() - this.config.REQUEST_EXPIRY_HOURS * 3_600_000),
      }),
    );
  }
}
