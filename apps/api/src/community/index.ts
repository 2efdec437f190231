export { testimonialView, toTestimonialView } from './testimonial.view.js';
