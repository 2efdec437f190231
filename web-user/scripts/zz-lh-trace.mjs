#!/usr/bin/env node
/**
 * Lighthouse (performance, default mobile settings: simulated slow 4G and a 4x slower CPU) as a new visitor meets
 * the site, against the built stack as it ships: the API serving web-user/dist on an embedded PostgreSQL (the browser
 * tests' stack). Pages: the home page and /login signed out; the donor dashboard, /app/dashboard/find-donor and
 * /app/your-requests signed in.
 *
 * Every run is a fresh Chromium (a new process on a new, empty profile): no HTTP cache, no compiled-code cache, no
 * service worker from an earlier run. A Chromium reused across runs keeps V8's code cache even when its HTTP cache is
 * cleared, which flatters the figures (docs/benchmarks.md). The signed-in pages need the session the app keeps in
 * localStorage: before the measured load, a first navigation that is not measured opens a same-origin file that is not
 * the app (the web manifest, so no service worker is registered and nothing is cached but that file) and writes the
 * session there; Lighthouse then runs with its storage reset off (the profile is empty apart from that session).
 *
 * Prints the medians (performance, FCP, LCP, TBT, the JavaScript transferred and the time spent evaluating it, the
 * main thread's work) and writes them between the lighthouse markers of docs/benchmarks.md with the command and the
 * load average, when every page was measured.
 * Usage: npm run lighthouse -w web-user   (E2E_SKIP_BUILD=1 reuses web-user/dist; LIGHTHOUSE_RUNS=5 by default;
 *        LIGHTHOUSE_PAGES=home,login measures only those pages, without writing the docs)
 * Needs the API built at the root (`npm run build`) and Debian's chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { registerHooks } from 'node:module';

// The browser tests' support files import each other without an extension, as the bundler resolves them; Node's
// type stripping needs the `.ts`, so it is tried when a relative import is not found.
registerHooks({
  resolve: (specifier, context, next) => {
    try {
      return next(specifier, context);
    } catch (error) {
      if (error.code !== 'ERR_MODULE_NOT_FOUND' || !specifier.startsWith('.')) throw error;
      return next(`${specifier}.ts`, context);
    }
  },
});
const { signedInDonor } = await import('../e2e/support/signed-in.ts');
const { buildWebUser, REPO, startStack } = await import('../e2e/support/stack.ts');

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const REPORTS = join(import.meta.dirname, '../artifacts/lighthouse');
const BENCHMARKS = join(REPO, 'docs/benchmarks.md');
const START = '<!-- lighthouse:start (written by web-user/scripts/lighthouse.mjs) -->';
const END = '<!-- lighthouse:end -->';
const PORT = 9333;
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The goals: the public pages are read by people who have never been here; the signed-in ones work. */
const PUBLIC_GOAL = { score: 0.95, tbt: 200, lcp: 2000 };
const SIGNED_IN_GOAL = { score: 0.9, tbt: 300 };

const PAGES = [
  { name: 'home', path: '/', role: null, goal: PUBLIC_GOAL },
  { name: 'login', path: '/login', role: null, goal: PUBLIC_GOAL },
  { name: 'donor dashboard', path: '/app/dashboard', role: 'donor', goal: SIGNED_IN_GOAL },
  { name: 'find-donor', path: '/app/dashboard/find-donor', role: 'recipient', goal: SIGNED_IN_GOAL },
  { name: 'your-requests', path: '/app/your-requests', role: 'recipient', goal: SIGNED_IN_GOAL },
];
const chosen = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const pages = chosen ? PAGES.filter((page) => chosen.includes(page.name.split(' ')[0])) : PAGES;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => loadavg()[0].toFixed(1);

/** One measured first visit in a Chromium of its own; `session` is written to localStorage first when given. */
const measure = async (url, session, role) => {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${PORT}`, '--no-first-run'],
  });
  try {
    if (session) {
      const seed = await browser.newPage();
      await seed.goto(new URL('/manifest.webmanifest', url).href);
      await seed.evaluate(
        ({ token, user, role: as }) => {
          globalThis.localStorage.setItem('token', token);
          globalThis.localStorage.setItem('user', JSON.stringify(user));
          globalThis.localStorage.setItem('user_name', `${String(user.first_name)} ${String(user.last_name)}`);
          globalThis.localStorage.setItem('role', as);
        },
        { ...session, role },
      );
      await seed.close();
    }
    return await lighthouse(url, {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      disableStorageReset: Boolean(session),
    });
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
};

/** The figures of one run: Lighthouse's scores and timings, and what JavaScript cost (simulated, like TBT). */
const figures = (lhr) => {
  const audit = (id) => lhr.audits[id]?.numericValue ?? 0;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    score: lhr.categories.performance.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: scripts?.transferSize ?? 0,
    scriptTime: audit('bootup-time'),
    mainThread: audit('mainthread-work-breakdown'),
    bytes: audit('total-byte-weight'),
  };
};

buildWebUser();
const stack = await startStack();
if (process.env.RENICE) {
  const { execSync } = await import('node:child_process');
  console.log(execSync("for p in $(pgrep -f 'postgres|api/main'); do renice -n 15 -p $p; done").toString());
}
const loadBefore = load();
const started = new Date();
try {
  const session = await signedInDonor(stack, 'Lighthouse');
  const rows = [];
  let version = '';
  for (const { name, path, role, goal } of pages) {
    const runs = [];
    // A run whose trace Lighthouse could not record (NO_NAVSTART, seen on a loaded machine) has no figures: it is
    // reported and made again, up to as many times as the runs asked for, so a median is never taken over zeros.
    let failed = 0;
    while (runs.length < RUNS) {
      const result = await measure(`${stack.baseUrl}${path}`, role ? session : null, role);
      writeFileSync(
        `/tmp/lhtrace-${name.replace(/\W+/g, '-')}-${runs.length + 1}.json`,
        JSON.stringify(
          result.artifacts.Trace?.traceEvents ??
            result.artifacts.traces?.defaultPass?.traceEvents ??
            Object.keys(result.artifacts),
        ),
      );
      const { lhr } = result;
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, `${name.replace(/\W+/g, '-')}-${runs.length + 1}.json`), result.report);
      version = lhr.lighthouseVersion;
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        failed += 1;
        console.log(`a run of ${name} failed (${lhr.runtimeError?.code ?? 'no score'}), made again`);
        if (failed > RUNS) throw new Error(`${failed} runs of ${path} failed`);
        continue;
      }
      if (new URL(lhr.finalDisplayedUrl).pathname !== path)
        throw new Error(`the run for ${path} ended at ${lhr.finalDisplayedUrl}`);
      runs.push(figures(lhr));
      const last = runs.at(-1);
      console.log(
        `${name} run ${runs.length}: ${last.score.toFixed(2)}, TBT ${Math.round(last.tbt)} ms, LCP ${Math.round(last.lcp)} ms (load ${load()})`,
      );
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    const row = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, pick(key)]));
    const range = (key) => [Math.min(...runs.map((run) => run[key])), Math.max(...runs.map((run) => run[key]))];
    rows.push({ name, path, goal, ...row, scoreRange: range('score'), tbtRange: range('tbt') });
  }

  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  const meets = (row) =>
    row.score >= row.goal.score && row.tbt <= row.goal.tbt && (row.goal.lcp === undefined || row.lcp <= row.goal.lcp);
  const table = [
    '| page | performance (range) | FCP | LCP | TBT (range) | CLS | JavaScript transferred | JavaScript evaluation | main-thread work | goal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.name} (\`${row.path}\`) | **${row.score.toFixed(2)}** (${row.scoreRange.map((v) => v.toFixed(2)).join('-')}) | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms (${row.tbtRange.map(Math.round).join('-')}) | ${row.cls.toFixed(3)} | ${kib(row.scriptBytes)} | ${seconds(row.scriptTime)} | ${seconds(row.mainThread)} | ${meets(row) ? 'met' : 'not met'} |`,
    ),
  ].join('\n');
  const command = `${process.env.E2E_SKIP_BUILD ? 'E2E_SKIP_BUILD=1 ' : ''}LIGHTHOUSE_RUNS=${RUNS} npm run lighthouse -w web-user`;
  const summary =
    `Last run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC: \`${command}\`, Lighthouse ${version}, ` +
    `mobile (default simulated throttling), a fresh Chromium per run, median of ${RUNS} runs per page; ` +
    `1-minute load average ${loadBefore} at the start, ${load()} at the end. JavaScript evaluation and main-thread ` +
    "work are Lighthouse's (observed time multiplied by its 4x CPU slowdown).";
  console.log(`\n${summary}\n\n${table}`);
  const failing = rows.filter((row) => !meets(row));
  if (failing.length) console.log(`\nBelow the goal: ${failing.map((row) => row.name).join(', ')}`);
  if (pages.length === PAGES.length) {
    const docs = readFileSync(BENCHMARKS, 'utf8');
    const from = docs.indexOf(START);
    const to = docs.indexOf(END);
    if (from < 0 || to < from) throw new Error(`${BENCHMARKS} has no ${START} … ${END} section`);
    writeFileSync(BENCHMARKS, `${docs.slice(0, from + START.length)}\n${summary}\n\n${table}\n${docs.slice(to)}`);
    console.log(`\nWritten to docs/benchmarks.md; reports in web-user/artifacts/lighthouse/`);
  }
} finally {
  await stack.stop();
}
