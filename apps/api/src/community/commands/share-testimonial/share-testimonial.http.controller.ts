import { Controller, Inject, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { testimonialForm, type Testimonial } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { ShareTestimonialCommand } from './share-testimonial.command.js';

@ApiTags('feedbacks')
@ApiBearerAuth()
@Controller('feedbacks')
export class ShareTestimonialController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A donor's or recipient's story; it waits for staff approval before it is shown on the home page. */
  @Post('testimonials')
  @ApiReply(z.object({ id: z.string() }), { status: 201 })
  @ApiErrors(400, 401, 429)
  async share(@ValidBody(testimonialForm) body: Testimonial, @CurrentUser() user: AuthenticatedUser, @Ip() ip: string) {
    await this.rateLimits.perIp('testimonial', ip, this.config.RATE_LIMIT_PUBLIC_FORM_IP);
    const { id } = await this.commands.execute(new ShareTestimonialCommand(user.id, body));
    return reply({ id }, { key: 'api:community.testimonialShared' });
  }
}
