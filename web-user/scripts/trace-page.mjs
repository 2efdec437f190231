#!/usr/bin/env node
/**
 * Where a signed-in page's main thread blocks on a first visit: the browser's own trace of the load, read task by
 * task, each task's thread time multiplied by four (Lighthouse's simulated phone CPU does the same with the time it
 * observes). Lighthouse's blocking time follows the machine's load, as it counts wall time; the main thread's own CPU
 * time does much less, so this is the figure to compare two builds with, and the functions it names are where the
 * time goes.
 *
 * Prints, per page and run: the blocking time (each task's part over 50 ms, from the first paint on) from thread time
 * and from wall time, the number of tasks, and the long tasks with the scripts and functions that used most of them
 * (sampled, self time; TRACE_CALLERS=1 adds the functions they were called from).
 * Usage: npm run trace -w web-user   (TRACE_PAGES=dashboard,find-donor,your-requests; TRACE_RUNS=2;
 *        TRACE_TOP=6 functions per task; TRACE_NO_SAMPLES=1 leaves the sampling profiler off, which costs the page
 *        some time). Uses web-user/dist as built; needs the API built (`npm run build`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { signedInDonor, useSession, startStack } from './e2e-support.mjs';

const PAGES = {
  dashboard: { path: '/app/dashboard', role: 'donor' },
  'find-donor': { path: '/app/dashboard/find-donor', role: 'recipient' },
  'your-requests': { path: '/app/your-requests', role: 'recipient' },
};
const chosen = (process.env.TRACE_PAGES ?? Object.keys(PAGES).join(',')).split(',');
const RUNS = Number(process.env.TRACE_RUNS ?? 2);
const TOP = Number(process.env.TRACE_TOP ?? 6);
const SLOWDOWN = 4;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  ...(process.env.TRACE_NO_SAMPLES ? [] : ['disabled-by-default-v8.cpu_profiler']),
  'blink.user_timing',
  'loading',
].join(',');

const traceLoad = async (url, session, role) => {
  const profile = mkdtempSync(join(tmpdir(), 'trace-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 412, height: 823 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    await useSession(context, session, role);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES.split(',') } });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
};

/** The main thread of the renderer that parsed the page (not the new-tab page's, which the trace also holds). */
const mainThread = (events, url) => {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`the trace has no parse of ${url}`);
  return { pid: parse.pid, tid: parse.tid };
};

/** Samples of the CPU profile, each with its time and stack (self frame first). */
const samplesOf = (events, thread) => {
  const nodes = new Map();
  const parents = new Map();
  const out = [];
  let time = 0;
  for (const e of events) {
    if (e.pid !== thread.pid) continue;
    if (e.name === 'Profile') time = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) {
      nodes.set(node.id, node);
      if (node.parent !== undefined) parents.set(node.id, node.parent);
    }
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i] ?? 0;
      out.push({ time, id });
    });
  }
  const frame = (id) => nodes.get(id)?.callFrame ?? {};
  const stack = (id) => {
    const frames = [];
    for (let at = id; at !== undefined; at = parents.get(at)) frames.push(frame(at));
    return frames;
  };
  return { samples: out, frame, stack };
};

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') : '');

const analyse = (events, url) => {
  const thread = mainThread(events, url);
  const on = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid)?.ts ?? 0;
  const nav =
    on.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url))?.ts ?? on[0].ts;
  // A task's thread time (not its wall time, which other processes stretch), slowed down as Lighthouse does.
  const tasks = on
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur)
    .map((e) => ({ ...e, slowed: (e.tdur / 1000) * SLOWDOWN }));
  const long = tasks.filter((t) => t.slowed > 50);
  const blocking = long.filter((t) => t.ts + t.dur > fcp).reduce((sum, t) => sum + t.slowed - 50, 0);
  // The same from wall time, as Lighthouse counts it: on a busy machine a task waits for the CPU too.
  const wallBlocking = on
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts > fcp && (e.dur / 1000) * SLOWDOWN > 50)
    .reduce((sum, t) => sum + (t.dur / 1000) * SLOWDOWN - 50, 0);
  const { samples, frame, stack } = samplesOf(events, thread);
  const described = long.map((task) => {
    const within = samples.filter((s) => s.time >= task.ts && s.time <= task.ts + task.dur);
    const by = new Map();
    for (const s of within) {
      const f = frame(s.id);
      const key = `${f.functionName || '(anonymous)'} ${short(f.url)}:${(f.lineNumber ?? 0) + 1}`;
      by.set(key, (by.get(key) ?? 0) + 1);
    }
    const inclusive = new Map();
    for (const s of within) {
      const seen = new Set();
      for (const f of stack(s.id)) {
        if (!f.url || !f.url.includes('/assets/')) continue;
        const key = `${f.functionName || '(anonymous)'} ${short(f.url)}:${(f.lineNumber ?? 0) + 1}`;
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
      }
    }
    const events = on.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e.ph === 'X' && e !== task);
    const kinds = new Map();
    for (const e of events)
      if (
        [
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
          'RunMicrotasks',
        ].includes(e.name)
      )
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + ((e.tdur ?? e.dur) / 1000) * SLOWDOWN);
    const top = [...by]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([k, n]) => `${Math.round((n / Math.max(within.length, 1)) * 100)}% ${k}`);
    const callers = [...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP * 2)
      .map(([k, n]) => `${Math.round((n / Math.max(within.length, 1)) * 100)}% ${k}`);
    return {
      callers,
      at: Math.round((task.ts - nav) / 1000),
      ms: Math.round(task.slowed),
      kinds: [...kinds].map(([k, v]) => `${k} ${Math.round(v)}`).join(', '),
      top,
    };
  });
  return {
    fcp: Math.round((fcp - nav) / 1000),
    blocking: Math.round(blocking),
    wallBlocking: Math.round(wallBlocking),
    tasks: tasks.length,
    long: described,
  };
};

const stack = await startStack();
try {
  const session = await signedInDonor(stack, 'Trace');
  for (const name of chosen) {
    const { path, role } = PAGES[name];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = analyse(await traceLoad(`${stack.baseUrl}${path}`, session, role), stack.baseUrl);
      console.log(
        `\n== ${name} run ${run}: blocking ${result.blocking} ms (CPU ×${SLOWDOWN}; ${result.wallBlocking} ms from wall time), first paint ${result.fcp} ms, ${result.tasks} tasks`,
      );
      for (const task of result.long) {
        console.log(`  task at ${task.at} ms: ${task.ms} ms  [${task.kinds}]`);
        for (const line of task.top) console.log(`      ${line}`);
        if (process.env.TRACE_CALLERS) for (const line of task.callers) console.log(`        incl ${line}`);
      }
    }
  }
} finally {
  await stack.stop();
}
