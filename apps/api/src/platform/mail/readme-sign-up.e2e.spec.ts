import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '@app/persistence';
import { startTestApi, type TestApi } from '@test/api';

/** The README's "sign-up with curl" block, as written, against the real API and the .eml files it writes. */
const readmeSignUp = (): string => {
  const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
  const block = /A sign-up with curl, against `npm start`:\n\n```sh\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no sign-up example');
  return block;
};

describe("the README's sign-up example", () => {
  let api: TestApi;
  let workDir: string;

  beforeAll(async () => {
    api = await startTestApi();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    // The commands read .data/mail as `npm start` writes it; here .data is the test API's DATA_DIR.
    workDir = mkdtempSync(join(tmpdir(), 'bloodmatch-readme-'));
    symlinkSync(api.config.DATA_DIR, join(workDir, '.data'));
  });
  afterAll(async () => {
    await api.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('signs up, verifies the email from the written .eml, logs in and completes the profile', async () => {
    const { port } = api.app.getHttpServer().address() as AddressInfo;
    // Only where the commands send requests changes; the link base the client names stays localhost:3000.
    const script = readmeSignUp().replace(/(curl -s (?:-X PUT )?)localhost:3000/g, `$1127.0.0.1:${port}`);
    // Asynchronously: the API answering the commands runs in this very process.
    const { stdout: output } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], { cwd: workDir });

    expect(output).toContain('Your email address is verified');
    const user = await api.app.get(EntityManager).fork().findOneOrFail(UserEntity, { email: 'ada@example.com' });
    expect(user.status).toBe('active');
    expect(user.bloodGroup).toBe('O+');
  });
});
