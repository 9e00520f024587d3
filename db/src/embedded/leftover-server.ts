// What an earlier start may have left in the cluster directory. PostgreSQL writes postmaster.pid while it
// runs and removes it when it stops. After a crash (of PostgreSQL, or of the machine) the file stays; the
// server removes it itself when no process has that pid, but refuses to start when the pid is alive — and
// after a while pids are reused. After a crash of the launcher alone (kill -9, a closed terminal without
// job control), its PostgreSQL keeps running, orphaned, holding the directory. Neither must block the next
// start: the launcher records its pid beside the cluster (OWNER_FILE), and here
// - a live pid that is not a postgres serving this directory is a reused pid: the stale file is removed;
// - a postgres serving this directory whose parent is still the process that started it is in use by a
//   running TradeHub: that is an error (two launchers on one DATA_DIR);
// - any other postgres serving this directory is an orphan: it is shut down (fast: open transactions roll
//   back, as on a crash) before the new one starts.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgresError } from './errors.js';

export const OWNER_FILE = 'postgres-launcher.pid';

interface ProcessInfo {
  ppid: number;
  zombie: boolean;
  command: string;
}

/** The parent pid, state and command line of `pid` (/proc on Linux, ps elsewhere); undefined if gone. */
function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may contain spaces and parentheses, so read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    return { ppid: Number(ppid), zombie: state === 'Z', command };
  } catch {
    if (process.platform === 'linux') return undefined;
  }
  try {
    const line = execFileSync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)], { encoding: 'utf8' });
    const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(line.trim());
    return match
      ? { ppid: Number(match[1]), zombie: match[2]!.startsWith('Z'), command: match[3]! }
      : undefined;
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !processInfo(pid)?.zombie;
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export async function clearLeftoverServer(
  clusterDir: string,
  dataDir: string,
  log: (message: string) => void,
): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (pid === undefined || !isAlive(pid)) return;
  const info = processInfo(pid);
  if (!info) return; // cannot tell from here: PostgreSQL decides
  if (!info.command.includes(clusterDir)) {
    rmSync(pidFile, { force: true });
    log(`removed a stale ${pidFile} (its pid ${pid} now belongs to another program)`);
    return;
  }
  const owner = readPid(path.join(dataDir, OWNER_FILE));
  if (owner !== undefined && info.ppid === owner && isAlive(owner))
    throw new EmbeddedPostgresError(
      `the embedded database in ${clusterDir} is already served by a running TradeHub (pid ${owner}): ` +
        'stop that one first, or give this one another DATA_DIR',
    );
  log(
    `stopping the embedded PostgreSQL (pid ${pid}) that an earlier start left running when it ended without stopping it`,
  );
  await stopProcess(pid);
}

/** SIGINT (fast shutdown), then SIGQUIT (immediate), then SIGKILL; resolves once `pid` is gone. */
export async function stopProcess(pid: number, graceMs = 30_000): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', graceMs],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
