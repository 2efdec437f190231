export { DataRightsModule } from './data-rights.module.js';
