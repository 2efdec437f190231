export { testimonialView, toTestimonialView } from './queries/list-testimonials/list-testimonials.http.controller.js';
