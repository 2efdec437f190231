import { Controller, Inject, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { reportAbuseForm } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { ReportAbuseCommand, type AbuseReport } from './report-abuse.command.js';

@ApiTags('feedbacks')
@ApiBearerAuth()
@Controller('feedbacks')
export class ReportAbuseController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `name` is the person reported (the recipient for a donor, the donor for a recipient). */
  @Post('report-abuse')
  @ApiReply(z.object({ id: z.string() }), { status: 201 })
  @ApiErrors(400, 401, 429)
  async report(
    @ValidBody(reportAbuseForm) body: AbuseReport,
    @CurrentUser() user: AuthenticatedUser,
    @Ip() ip: string,
  ) {
    await this.rateLimits.perIp('report-abuse', ip, this.config.RATE_LIMIT_PUBLIC_FORM_IP);
    const { id } = await this.commands.execute(new ReportAbuseCommand(user.id, body));
    return reply({ id }, { key: 'api:community.reportSubmitted' });
  }
}
