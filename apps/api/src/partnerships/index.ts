export { PartnershipsModule } from './partnerships.module.js';
