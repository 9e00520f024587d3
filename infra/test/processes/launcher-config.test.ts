import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('npm start with a bad setting', () => {
  it('stops before starting anything, naming the variable', () => {
    // The launcher itself (what start.mjs runs once the build is current).
    const launch = "import('./infra/dist/launcher.js').then((launcher) => launcher.launch())";
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', launch], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: 'not-a-port', FX_TICK_MS: '1' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a number');
    expect(result.stderr).toContain('FX_TICK_MS must be at least 50');
    expect(result.stdout).not.toContain('TradeHub is running');
  });

  it('reads .env from the directory it runs in, where the environment leaves a setting unset', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'tradehub-dotenv-'));
    try {
      // PORT only in .env; FX_TICK_MS in both: the environment's (bad) value must win over the file's.
      writeFileSync(path.join(directory, '.env'), 'PORT=not-a-port-from-dotenv\nFX_TICK_MS=1000\n');
      const launcher = path.join(root, 'infra/dist/launcher.js');
      const launch = `import(${JSON.stringify(launcher)}).then((launcher) => launcher.launch())`;
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', launch], {
        cwd: directory,
        encoding: 'utf8',
        timeout: 120_000,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, FX_TICK_MS: '1' },
      });
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(`settings from ${path.join(directory, '.env')}`);
      expect(result.stderr).toContain('PORT must be a number');
      expect(result.stderr).toContain('FX_TICK_MS must be at least 50');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
