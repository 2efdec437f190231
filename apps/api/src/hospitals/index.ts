export { hospitalIdentitySchema, hospitalSearchText } from './hospital.view.js';
