// `npm run dev`: TypeScript in watch mode, the gateway and workers restarted on every rebuild, and the
// Vite dev server (HMR) on http://localhost:5173 proxying API and socket calls to the gateway.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The same .env as npm start (infra/src/dot-env.ts), read before PORT is: the environment still wins.
if (existsSync('.env')) process.loadEnvFile('.env');
const gatewayPort = process.env.PORT ?? '3000';
const webUrl = 'http://localhost:5173';

const initial = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
if (initial.status !== 0) process.exit(initial.status ?? 1);

const children = [
  spawn('npx', ['tsc', '-b', 'tsconfig.json', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@tradehub/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TRADEHUB_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
  }),
];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

const { launch } = await import(path.join(root, 'infra/dist/launcher.js'));
// E-mail links should open the dev server, not the gateway's own copy of the last build.
await launch({ watch: true, env: { APP_URL: webUrl, ...process.env } });
console.log(`[tradehub] dev UI with hot reload: ${webUrl}`);
