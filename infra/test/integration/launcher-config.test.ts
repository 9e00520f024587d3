import { spawnSync } from 'node:child_process';
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
});
