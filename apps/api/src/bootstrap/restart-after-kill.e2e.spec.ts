import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@app/testing';
import { buildAndMigrate, postgresProcessesOf, removeBuild, startBuiltApi } from '../../test/support/built-api.js';

/**
 * kill -9 leaves the embedded PostgreSQL running with nobody to stop it; the next start must stop that server of its
 * own DATA_DIR, say so in one line, and serve again, leaving no PostgreSQL behind once it is stopped itself.
 */
describe('restart after the API was killed', () => {
  let dataDir: string;
  let build: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bloodmatch-killed-'));
    build = buildAndMigrate(dataDir);
  }, 120_000);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    removeBuild(build);
  });

  it('stops the orphaned PostgreSQL of its DATA_DIR, logs what it did, and serves /v1/health', async () => {
    const clusterDir = join(dataDir, 'postgres');
    const killed = await startBuiltApi(build, dataDir);
    killed.process.kill('SIGKILL');
    await killed.exited;
    const orphans = postgresProcessesOf(clusterDir);
    expect(orphans.length).toBeGreaterThan(0);

    const restarted = await startBuiltApi(build, dataDir);
    const recovery = restarted
      .output()
      .split('\n')
      .filter((line) => line.includes('left running'));
    expect(recovery).toHaveLength(1);
    expect(recovery[0]).toContain(clusterDir);
    expect(postgresProcessesOf(clusterDir).filter((pid) => orphans.includes(pid))).toEqual([]);
    expect((await fetch(`${restarted.base}/v1/health`)).status).toBe(200);

    restarted.process.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    const left = await eventually(
      () => postgresProcessesOf(clusterDir),
      (pids) => pids.length === 0,
      { timeoutMs: 5_000, intervalMs: 50 },
    );
    expect(left).toEqual([]);
    expect(existsSync(join(clusterDir, 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
