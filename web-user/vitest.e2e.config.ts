import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (a few minutes each on a loaded machine), started first so the two workers end
 * together; without it a fresh clone (no timings cached yet) orders by file size and starts the longest, small
 * all-pages file last. A file missing from the list only runs in the default order.
 */
const LONGEST_FIRST = ['all-pages', 'phone-sizes', 'languages-all-pages', 'donor-area', 'web-user', 'shared-pages'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/e2e/${name}.e2e.ts`));
      return at < 0 ? LONGEST_FIRST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    // Builds the app and migrates a template database once; each file's stack copies it.
    globalSetup: ['e2e/support/global-setup.ts'],
    // A page or the projectors may take seconds on a loaded machine: `expect.poll` waits as long as a Playwright
    // locator does (30 s) rather than vitest's 1 s, and still fails when the value never comes.
    expect: { poll: { timeout: 30_000 } },
    // Bounds that turn a hang into a failure; two files at a time on two cores make each slower.
    testTimeout: 300_000,
    hookTimeout: 240_000,
    // Two files at a time: each has its own API, database (a copy of the template) and browser, and its waits are on
    // the page's real state (settle, languageApplied), not on time; E2E_WORKERS=1 runs them one at a time.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
  },
});
