// The processes a benchmark runs beside the API, each in a process of its own as in production (with Kafka the
// projectors are a deployment of their own and the broker a server): the Kafka test broker (kafka-test-broker.mjs) and
// the projectors (dist/apps/projectors), and the CPU time processes spend. Needs `npm run build` and
// `npm run build:tools`.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');

/**
 * Node options that write a CPU profile `<name>.cpuprofile` into BENCH_CPU_PROF when it is set (on exit), so the
 * processes of a run can be profiled alike (load-tests/cpu-profile-top.mjs reads them).
 */
export const profiled = (name) =>
  process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, `--cpu-prof-name=${name}.cpuprofile`]
    : [];

/**
 * Node options for a server measured in slices: with BENCH_CPU_PROF set, `toggleProfile(child)` starts its CPU profile
 * and, the next time, writes it as `<name>-<n>.cpuprofile` into that directory (cpu-profile-window.mjs).
 */
export const profiledWindow = (name) =>
  process.env.BENCH_CPU_PROF
    ? ['--import', `${pathToFileURL(join(root, 'load-tests/cpu-profile-window.mjs')).href}?name=${name}`]
    : [];

/** Starts or ends the profile of a process started with profiledWindow's options; nothing without BENCH_CPU_PROF. */
export const toggleProfile = (child) => {
  if (process.env.BENCH_CPU_PROF) child.kill('SIGUSR2');
};

/** Stops a child with SIGTERM and resolves once it has exited. */
export const stopProcess = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Also when the benchmark fails before its own clean-up. */
const killOnExit = (child) => {
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
};

/** Runs a Node script of this repository with `env` to its end; rejects when it fails. */
export const runNode = (args, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });

/** Resolves once `url` answers with anything but a server error (a minute at most). */
export const waitFor = async (url) => {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (i > 120) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

/**
 * Migrates the database of `env.DATA_DIR` and seeds `donors` bench donors (tools/benchmark, `npm run bench:seed`)
 * unless that data directory holds them already: a million takes minutes, so it is done once per directory and
 * size, remembered in a marker file.
 */
export const migrateAndSeedOnce = async (env, donors) => {
  await runNode(['dist/apps/api/src/cli.js', 'migrate'], env);
  const marker = join(env.DATA_DIR, 'bench-donors');
  if (!donors || (existsSync(marker) && readFileSync(marker, 'utf8').trim() === String(donors))) return;
  await runNode(['dist-tools/tools/benchmark/benchmark.js', 'seed'], { ...env, BENCH_DONORS: String(donors) });
  writeFileSync(marker, String(donors));
};

/**
 * The API (dist/apps/api) with `env`, profiled like the rest (or as `nodeOptions` say); resolves once it answers on
 * PORT.
 */
export const startApi = async (env, nodeOptions = profiled('api')) => {
  const child = spawn(process.execPath, [...nodeOptions, join(root, 'dist/apps/api/src/main.js')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  killOnExit(child);
  await waitFor(`http://127.0.0.1:${env.PORT}/v1/health`);
  return child;
};

/**
 * The Web Push test service (test-push-service.mjs) in a process of its own: `subscribe(n)` makes n browser
 * subscriptions, `deliveries()` gives when each push it accepted arrived (epoch ms).
 */
export const startTestPushService = async () => {
  const child = fork(join(root, 'load-tests/test-push-service.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  killOnExit(child);
  const [{ origin }] = await once(child, 'message');
  let next = 0;
  const ask = (question) =>
    new Promise((resolve) => {
      const id = (next += 1);
      const answer = (message) => {
        if (message.id !== id) return;
        child.off('message', answer);
        resolve(message);
      };
      child.on('message', answer);
      child.send({ ...question, id });
    });
  return {
    child,
    origin,
    subscribe: async (n) => (await ask({ subscribe: n })).subscriptions,
    deliveries: async () => (await ask({ deliveries: true })).times,
    stop: () => stopProcess(child),
  };
};

/** The Kafka test broker in a process of its own; resolves with its address (host:port) once it listens. */
export const startKafkaTestBroker = async () => {
  const child = spawn(process.execPath, [...profiled('broker'), join(root, 'load-tests/kafka-test-broker.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  killOnExit(child);
  const [line] = await once(createInterface({ input: child.stdout }), 'line');
  return { child, brokers: line.replace(/^brokers /, ''), stop: () => stopProcess(child) };
};

/**
 * The projectors' process (dist/apps/projectors) with `env`; resolves once every projector consumes (the process logs
 * that at info level, which is asked for here). Its warnings and errors go to this process's stderr; the rest of
 * its log is dropped.
 */
export const startProjectors = async (env) => {
  const child = spawn(process.execPath, [...profiled('projectors'), join(root, 'dist/apps/projectors/src/main.js')], {
    env: { ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  killOnExit(child);
  const consuming = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the projectors exited (${code}) before consuming`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      let entry = {};
      try {
        entry = JSON.parse(line);
      } catch {
        // not a log line
      }
      if (String(entry.msg ?? '').startsWith('projectors consuming')) resolve();
      else if (Number(entry.level) >= 40) process.stderr.write(`projectors: ${line}\n`);
    });
  });
  await consuming;
  return { child, stop: () => stopProcess(child) };
};

// CPU time (user + system, from /proc) in milliseconds. Unlike throughput or latency it hardly moves with what else
// runs on the machine, so it shows a change even when the machine is busy. /proc/<pid>/stat after the command name;
// times in clock ticks (100 a second).
const statOf = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
const ticksMs = (...ticks) => (ticks.reduce((a, b) => a + Number(b), 0) * 1000) / 100;

/** What this process has spent so far. */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** What process `pid` has spent so far. */
export const cpuMs = (pid) => {
  const fields = statOf(pid);
  return ticksMs(fields[11], fields[12]);
};

/**
 * The database's share: every PostgreSQL process alive, plus what the postmaster's children that ended have spent
 * (pools close idle connections and open new ones, so backends come and go during a measurement): every cluster on
 * the machine, see clusterCpuMs for one.
 */
export const databaseCpuMs = () => {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const fields = statOf(pid);
      total += ticksMs(fields[11], fields[12]);
      // The postmaster (its parent is not postgres): the children it has reaped.
      if (readFileSync(`/proc/${fields[1]}/comm`, 'utf8').trim() !== 'postgres')
        total += ticksMs(fields[13], fields[14]);
    } catch {
      // ended meanwhile
    }
  }
  return total;
};

/**
 * One cluster's share: its postmaster, the children it has reaped and its children alive. Unlike databaseCpuMs it
 * leaves out the other PostgreSQL servers on the machine (whose processes ending would even make the sum drop).
 */
export const clusterCpuMs = (postmasterPid) => {
  const fields = statOf(postmasterPid);
  let total = ticksMs(fields[11], fields[12], fields[13], fields[14]);
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const child = statOf(pid);
      if (Number(child[1]) === Number(postmasterPid)) total += ticksMs(child[11], child[12]);
    } catch {
      // ended meanwhile
    }
  }
  return total;
};

/** The whole machine since boot, every core: time busy and time in all (from /proc/stat), in milliseconds. */
export const machineCpuMs = () => {
  const [user, nice, system, idle, iowait, ...rest] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const [irq, softirq, steal] = rest;
  // Steal: the hypervisor ran something else; neither this machine's work nor time it could use.
  const busy = user + nice + system + irq + softirq;
  return { busy: ticksMs(busy), all: ticksMs(busy, idle, iowait, steal) };
};
