import { Module } from '@nestjs/common';
import { ReportAbuseController } from './commands/report-abuse/report-abuse.http.controller.js';
import { ReportAbuseHandler } from './commands/report-abuse/report-abuse.handler.js';
import { ShareTestimonialController } from './commands/share-testimonial/share-testimonial.http.controller.js';
import { ShareTestimonialHandler } from './commands/share-testimonial/share-testimonial.handler.js';
import { ListTestimonialsController } from './queries/list-testimonials/list-testimonials.http.controller.js';
import { ListTestimonialsHandler } from './queries/list-testimonials/list-testimonials.handler.js';

/** Testimonials and abuse reports; staff moderate both (status and timestamps on each). */
@Module({
  controllers: [ShareTestimonialController, ReportAbuseController, ListTestimonialsController],
  providers: [ShareTestimonialHandler, ReportAbuseHandler, ListTestimonialsHandler],
})
export class CommunityModule {}
