// `npm start`: builds what is missing or out of date, then runs the launcher (infra/src/launcher.ts).
// Plain JavaScript on purpose: it must run before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of the files below `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function run(script) {
  console.log(`[tradehub] npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(at('node_modules'))) {
  console.error('[tradehub] dependencies are not installed: run `npm ci` first.');
  process.exit(1);
}

// Each TypeScript project records its last build in its .tsbuildinfo; a source newer than that, or a
// missing output, means `tsc -b` has work to do (it then rebuilds only what changed).
const serverProjects = [
  { src: 'db/src', info: 'db/dist/.tsbuildinfo' },
  { src: 'gateway/contract/src', info: 'gateway/contract/dist/.tsbuildinfo' },
  { src: 'gateway/src', info: 'gateway/dist/.tsbuildinfo' },
  { src: 'workers/src', info: 'workers/dist/.tsbuildinfo' },
  { src: 'infra/src', info: 'infra/dist/.tsbuildinfo' },
];
const serverStale = serverProjects.some(
  ({ src, info }) => !existsSync(at(info)) || newest(at(src)) > statSync(at(info)).mtimeMs,
);
if (serverStale) run('build:server');

const webIndex = at('web/dist/index.html');
const webBuilt = existsSync(webIndex) ? statSync(webIndex).mtimeMs : 0;
const webSources = Math.max(
  newest(at('web/src')),
  statSync(at('web/index.html')).mtimeMs,
  newest(at('gateway/contract/src')),
);
if (webBuilt === 0 || webSources > webBuilt) run('build:web');

const { launch } = await import(path.join(root, 'infra/dist/launcher.js'));
await launch();
