// `npm run dev`: the API (embedded defaults) on PORT (3000), and Vite with hot reload proxying /v1 to it: the user
// app on 5173, the staff console on 5174 (at /admin/, as the API serves it).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['start'], { stdio: 'inherit', env: { ...process.env, WEB_USER_DIST: 'web-user/no-build-in-dev' } }),
  spawn('npm', ['run', 'dev', '-w', 'web-user'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'web-admin'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  }),
);
