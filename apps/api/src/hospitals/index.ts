export { importHospitalsFromCli } from './commands/import-hospitals/import-hospitals-from-cli.js';
export { hospitalIdentitySchema, hospitalSearchText } from './hospital.view.js';
export { HospitalsModule } from './hospitals.module.js';
