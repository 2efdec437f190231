import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatImportReport, importHospitals } from './import-hospitals.js';

/**
 * `hospitals-import <file.csv> [--dry-run]`. npm runs scripts from the project root, so a relative path is taken
 * from where the command was typed (INIT_CWD), as people expect.
 */
export const importHospitalsFromCli = async (
  em: EntityManager,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<string> => {
  const dryRun = args.includes('--dry-run');
  const files = args.filter((arg) => arg !== '--dry-run');
  const unknown = files.filter((arg) => arg.startsWith('--'));
  if (unknown.length)
    throw new Error(`unknown option ${unknown.join(', ')}; usage: hospitals:import -- <file.csv> [--dry-run]`);
  if (files.length !== 1) throw new Error('usage: npm run hospitals:import -- <file.csv> [--dry-run]');
  const file = isAbsolute(files[0]!) ? files[0]! : resolve(env.INIT_CWD ?? process.cwd(), files[0]!);
  const csv = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`cannot read ${file}: ${error.code ?? error.message}`);
  });
  return formatImportReport(await importHospitals(em, csv, { dryRun }));
};
