export { StatsModule } from './stats.module.js';
