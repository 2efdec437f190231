export { CommunityModule } from './community.module.js';
export { testimonialView, toTestimonialView } from './queries/list-testimonials/list-testimonials.http.controller.js';
