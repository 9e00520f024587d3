// As root, the embedded PostgreSQL runs as a system user, which must reach the binaries. A checkout under a
// directory only root may enter (/root is mode 700) would stop it: the binaries are then run from a copy
// that user can reach (db/src/embedded/reachable-binaries.ts).
import { execFile } from 'node:child_process';
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { locatePostgresBinaries } from '../../src/embedded/binaries.js';
import { reachableBinaries } from '../../src/embedded/reachable-binaries.js';
import { firstBlockedDirectory, serviceUserForRoot } from '../../src/embedded/service-user.js';

const run = promisify(execFile);
const scratch: string[] = [];
afterAll(async () => {
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL binaries', () => {
  it('run as the service user even from a checkout that user cannot enter', async () => {
    const user = await serviceUserForRoot(() => {});
    // Only root hands the server to a service user; anyone else runs the binaries where npm put them.
    expect(user === undefined).toBe(process.getuid?.() !== 0);
    if (!user) return;

    const installed = locatePostgresBinaries();
    // A copy of the package under a root-only directory, as a clone under /root would have it.
    const closed = await mkdtemp(path.join(tmpdir(), 'tradehub-closed-checkout-'));
    scratch.push(closed);
    await chmod(closed, 0o700);
    const nativeDir = path.dirname(path.dirname(installed.postgres));
    const packageDir = path.join(closed, 'node_modules', installed.packageName);
    await cp(path.dirname(nativeDir), packageDir, { recursive: true, verbatimSymlinks: true });
    const unreachable = {
      packageName: installed.packageName,
      initdb: path.join(packageDir, 'native', 'bin', 'initdb'),
      postgres: path.join(packageDir, 'native', 'bin', 'postgres'),
    };
    expect(await firstBlockedDirectory(unreachable.postgres, user)).toBe(closed);

    const messages: string[] = [];
    const usable = await reachableBinaries(unreachable, user, (message) => messages.push(message));
    expect(usable.postgres.startsWith(closed)).toBe(false);
    expect(await firstBlockedDirectory(usable.postgres, user)).toBeUndefined();
    // The service user runs it (its libraries come along through their relative links).
    const { stdout } = await run(usable.postgres, ['--version'], { uid: user.uid, gid: user.gid });
    expect(stdout).toMatch(/^postgres \(PostgreSQL\) 18\./);
    // A second start reuses the copy.
    expect(await reachableBinaries(unreachable, user, () => {})).toEqual(usable);
  });
});
