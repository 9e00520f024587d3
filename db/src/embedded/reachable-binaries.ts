// As root, PostgreSQL runs as a system user (service-user.ts), which must reach the binaries through every
// parent directory. A checkout under a directory only root may enter (/root, mode 700, is the usual one)
// would stop it; rather than ask the operator to move the checkout, the binaries (60 MB, relative library
// links) are copied once into the system's temporary directory, owned by root and writable by nobody else,
// and run from there.
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PostgresBinaries } from './binaries.js';
import { EmbeddedPostgresError } from './errors.js';
import { firstBlockedDirectory, type ServiceUser } from './service-user.js';

/** `dir` is ours to trust: root's, and nobody else may write to it. */
async function trustworthy(dir: string): Promise<boolean> {
  try {
    const info = await stat(dir);
    return info.isDirectory() && info.uid === 0 && (info.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

const binariesIn = (nativeDir: string, packageName: string): PostgresBinaries => ({
  packageName,
  initdb: path.join(nativeDir, 'bin', 'initdb'),
  postgres: path.join(nativeDir, 'bin', 'postgres'),
});

/**
 * The binaries as `user` can run them: where npm installed them when `user` reaches that, else a copy in
 * the temporary directory (made once per package version, reused by later starts).
 */
export async function reachableBinaries(
  binaries: PostgresBinaries,
  user: ServiceUser,
  log: (message: string) => void,
): Promise<PostgresBinaries> {
  const blocked = await firstBlockedDirectory(binaries.postgres, user);
  if (!blocked) return binaries;
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const packageJson = path.join(path.dirname(nativeDir), 'package.json');
  const version = existsSync(packageJson)
    ? String((JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: string }).version ?? 'unknown')
    : 'unknown';
  const copy = path.join(os.tmpdir(), `tradehub-${binaries.packageName.replace(/[@/]/g, '-')}-${version}`);
  const copied = binariesIn(copy, binaries.packageName);
  if (!((await trustworthy(copy)) && existsSync(copied.postgres))) {
    log(`${user.name} cannot enter ${blocked}: copying PostgreSQL's binaries to ${copy}`);
    const staging = `${copy}.${process.pid}.${Date.now()}`;
    await mkdir(staging, { mode: 0o755 });
    try {
      await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
      await rm(copy, { recursive: true, force: true });
      await rename(staging, copy);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      // Another start made the same copy at the same moment: use theirs.
      if (!((await trustworthy(copy)) && existsSync(copied.postgres))) throw error;
    }
  }
  const stillBlocked = await firstBlockedDirectory(copied.postgres, user);
  if (stillBlocked)
    throw new EmbeddedPostgresError(
      `the system user ${user.name} cannot enter ${stillBlocked} to run PostgreSQL's binaries: ` +
        'set DATABASE_URL to a PostgreSQL server',
    );
  return copied;
}
