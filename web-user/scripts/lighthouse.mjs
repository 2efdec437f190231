#!/usr/bin/env node
/**
 * Lighthouse (performance, default mobile throttling: simulated slow 4G and a 4x slower CPU) on the home page,
 * /login and a donor's /app/dashboard, against the built stack as it ships: the API serving web-user/dist on an
 * embedded PostgreSQL (the browser tests' stack). Prints a Markdown table for docs/benchmarks.md.
 * Usage: npm run lighthouse -w web-user   (E2E_SKIP_BUILD=1 reuses web-user/dist; LIGHTHOUSE_RUNS=3 by default)
 * Needs the API built at the root (`npm run build`) and Debian's chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { signedInDonor } from '../e2e/support/signed-in.ts';
import { buildWebUser, startStack } from '../e2e/support/stack.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = join(import.meta.dirname, '../artifacts/lighthouse');
const PORT = 9333;
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

buildWebUser();
const stack = await startStack();
const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
// One Chromium for every run; Lighthouse drives it over the DevTools port. A persistent profile lets the signed-in
// run find the session in localStorage, as a returning donor's phone would.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${PORT}`, '--no-first-run'],
});

try {
  const session = await signedInDonor(stack, 'Lighthouse');
  const seed = await browser.newPage();
  // A same-origin file that is not the app: localStorage is set without registering the service worker.
  await seed.goto(`${stack.baseUrl}/manifest.webmanifest`);
  const cdp = await browser.newCDPSession(seed);
  // Lighthouse's own storage reset leaves localStorage alone: a visitor's session is put there or taken away here,
  // or /login would be measured as its redirect to the dashboard.
  const setSession = async (signedIn) => {
    await cdp.send('Storage.clearDataForOrigin', { origin: stack.baseUrl, storageTypes: 'local_storage' });
    if (!signedIn) return;
    await seed.evaluate(({ token, user }) => {
      globalThis.localStorage.setItem('token', token);
      globalThis.localStorage.setItem('user', JSON.stringify(user));
      globalThis.localStorage.setItem('role', 'donor');
    }, session);
  };

  const pages = [
    { name: 'home', path: '/', signedIn: false },
    { name: '/login', path: '/login', signedIn: false },
    { name: '/app/dashboard (donor)', path: '/app/dashboard', signedIn: true },
  ];
  const rows = [];
  let version = '';
  for (const { name, path, signedIn } of pages) {
    const runs = [];
    // A run whose trace Lighthouse could not record (NO_NAVSTART, seen on a loaded machine) has no figures: it is
    // reported and made again, up to as many times as the runs asked for, so a median is never taken over zeros.
    let failed = 0;
    for (let run = 0; run < RUNS; run += 1) {
      // Every run is a first visit: no HTTP cache, no service worker; the signed-in page keeps its localStorage.
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: stack.baseUrl,
        storageTypes: 'service_workers,cache_storage',
      });
      await setSession(signedIn);
      const result = await lighthouse(`${stack.baseUrl}${path}`, {
        port: PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        disableStorageReset: true,
      });
      const { lhr } = result;
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run + 1}.json`), result.report);
      version = lhr.lighthouseVersion;
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        failed += 1;
        console.log(`run ${run + 1} of ${name} failed (${lhr.runtimeError?.code ?? 'no score'}), made again`);
        if (failed > RUNS) throw new Error(`${failed} runs of ${path} failed`);
        run -= 1;
        continue;
      }
      if (new URL(lhr.finalDisplayedUrl).pathname !== path)
        throw new Error(`the run for ${path} ended at ${lhr.finalDisplayedUrl}`);
      runs.push({
        score: lhr.categories.performance.score,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        bytes: lhr.audits['total-byte-weight'].numericValue,
      });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    rows.push({
      name,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      bytes: pick('bytes'),
    });
  }

  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Lighthouse ${version}, mobile (default throttling), median of ${RUNS} runs; reports in web-user/artifacts/lighthouse/\n`,
  );
  console.log('| page | performance | FCP | LCP | TBT | CLS | transferred |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.score.toFixed(2)} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${(row.bytes / 1024).toFixed(0)} KiB |`,
    );
  const failing = rows.filter((row) => row.score < 0.9 || row.lcp > 2500);
  if (failing.length)
    console.log(`\nBelow the goal (performance >= 0.9, LCP <= 2.5 s): ${failing.map((row) => row.name).join(', ')}`);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(profile, { recursive: true, force: true });
}
