export { ContentModule } from './content.module.js';
