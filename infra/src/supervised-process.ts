import { spawn, type ChildProcess } from 'node:child_process';

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SupervisedProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<ProcessExit>;
  stop(graceMs?: number): Promise<void>;
}

/** Starts `node <script>` with its output passed through; stop() sends SIGTERM, then SIGKILL after the grace. */
export function startNodeProcess(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): SupervisedProcess {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    name,
    child,
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
