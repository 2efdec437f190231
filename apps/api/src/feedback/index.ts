export { FeedbackModule } from './feedback.module.js';
