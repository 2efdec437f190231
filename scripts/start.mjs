// `npm start`: build what is stale, migrate, then run the API (which also serves the built user app and console).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const newestChange = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
};

run('npm', ['run', '--silent', 'build']);

// Each web app is rebuilt when its sources (or the domain rules it shares) changed since its last build.
for (const workspace of ['web-user', 'web-admin']) {
  const built = join(workspace, 'dist', 'index.html');
  if (!existsSync(join(workspace, 'index.html'))) continue;
  const sources = Math.max(
    newestChange(join(workspace, 'src')),
    newestChange(join(workspace, 'index.html')),
    newestChange(join('libs', 'domain', 'src')),
  );
  if (!existsSync(built) || statSync(built).mtimeMs < sources)
    run('npm', ['run', '--silent', 'build', '-w', workspace]);
}

run(process.execPath, ['dist/apps/api/src/cli.js', 'migrate']);

const api = spawn(process.execPath, ['dist/apps/api/src/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
