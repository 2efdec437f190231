import type { MikroORM } from '@mikro-orm/postgresql';
import { seedReferenceData } from '../seeds/reference-data.js';

/**
 * Applies pending migrations, then seeds reference data (both idempotent): the `migrate` step, and what every command
 * that writes data (staff-create, seed-demo) runs first, as they need the schema and the reference data.
 */
export const migrateDatabase = async (orm: MikroORM, write: (line: string) => void): Promise<void> => {
  const applied = await orm.migrator.up();
  write(`migrations applied: ${applied.length ? applied.map((m) => m.name).join(', ') : 'none pending'}`);
  await seedReferenceData(orm.em.fork());
  write('reference data seeded');
};
