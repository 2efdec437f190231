export { HospitalOfficersModule } from './hospital-officers.module.js';
export { OfficerSignIn } from './officer-sign-in.js';
