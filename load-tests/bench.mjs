// npm run bench: the k6 scenarios on this machine with autocannon, against the embedded stack.
// Builds (the API in dist/, the seeding tool in dist-tools/), migrates and seeds the demo accounts under BENCH_DATA_DIR
// (default .data-bench), starts the API on BENCH_PORT (default 3999), runs each scenario for BENCH_SECONDS (default
// 15) and prints req/s and latencies.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 3999);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const env = {
  ...process.env,
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '.data-bench',
  PORT: String(port),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOGIN_IP: '1000/60',
  // One recipient creates requests as fast as it can: lift the abuse limits on creation for the measurement.
  REQUESTS_OPEN_PER_ACCOUNT: '1000000',
  RATE_LIMIT_REQUEST_ACCOUNT: '1000000/60',
  RATE_LIMIT_REQUEST_IP: '1000000/60',
};

const run = (args) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });

await run(['dist/apps/api/src/cli.js', 'migrate']);
await run(['dist-tools/tools/seeding/seed-demo.cli.js']);
const api = spawn(process.execPath, ['dist/apps/api/src/main.js'], { env, stdio: 'inherit' });
try {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 120) throw new Error('API did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const login = async (email) => {
    const res = await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo-blood-match-2026' }),
    });
    return (await res.json()).data.token;
  };
  const donor = await login('demo-donor-1@demo.bloodmatch.ng');
  const recipient = await login('demo-recipient-1@demo.bloodmatch.ng');
  const states = (await (await fetch(`${base}/v1/util/states`)).json()).data.states;
  const reasons = (await (await fetch(`${base}/v1/util/reasons?type=request`)).json()).data.reasons;
  const scenario = async (title, options) => {
    const result = await autocannon({ duration: seconds, connections: 20, ...options });
    const l = result.latency;
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, s]) => `${code}:${s.count}`)
      .join(' ');
    console.log(
      `${title}: ${result.requests.average.toFixed(0)} req/s, p50 ${l.p50} ms, p97.5 ${l.p97_5} ms, p99 ${l.p99} ms, errors ${result.errors + result.non2xx} (${codes})`,
    );
  };
  await scenario('baseline GET /v1/user (token check and one row)', {
    url: `${base}/v1/user`,
    headers: { authorization: `Bearer ${donor}` },
  });
  await scenario('donor feed GET /v1/requests/donor?limit=20', {
    url: `${base}/v1/requests/donor?page=1&limit=20`,
    headers: { authorization: `Bearer ${donor}` },
  });
  await scenario('request creation POST /v1/requests', {
    url: `${base}/v1/requests`,
    method: 'POST',
    connections: 10,
    headers: { authorization: `Bearer ${recipient}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      recipient: 'self',
      gender: 'Female',
      blood_group: 'O+',
      reason_id: reasons[0].id,
      units: 2,
      // Tomorrow in Lagos time: a request's date must lie within the booking horizon.
      date: new Date(Date.now() + 25 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
      hospital: 'LASUTH',
      physician: 'Dr Bench',
      state_id: states.find((s) => s.name === 'Lagos').id,
      latitude: '6.58',
      longitude: '3.35',
    }),
  });
} finally {
  api.kill('SIGTERM');
}
