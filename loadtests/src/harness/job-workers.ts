// The parent's side of job-worker.ts: forks worker processes and drives them over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import type { BenchWorkerOptions, FromJobWorker, JobWorkerStats, ToJobWorker } from './job-worker.js';

export interface JobWorkerProcess {
  pid: number;
  /** Starts `instances` Workers on `queue`; resolves once they are connected. */
  start(queue: string, instances: number, options: BenchWorkerOptions): Promise<void>;
  /** Closes the Workers (waiting for jobs in progress) and returns what they measured. */
  stop(): Promise<JobWorkerStats>;
  /** Completed jobs so far (updated every 50 ms while running) and the last completion (hrtime µs). */
  readonly completed: number;
  readonly lastCompletedAt: number;
  /** Ends the process (idempotent). */
  exit(): Promise<void>;
}

export async function forkJobWorker(env: NodeJS.ProcessEnv): Promise<JobWorkerProcess> {
  const child = fork(new URL('./job-worker.js', import.meta.url), [], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (child.pid === undefined) throw new Error('could not fork a job worker');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let completed = 0;
  let lastCompletedAt = NaN;
  let failure: string | undefined;
  child.on('message', (message: FromJobWorker) => {
    if (message.type === 'progress') {
      completed = message.completed;
      lastCompletedAt = message.lastCompletedAt;
    } else if (message.type === 'error') {
      failure ??= message.message;
      console.error(`[bench:jobs] worker ${child.pid}: ${message.message}`);
    }
  });
  await reply(child, 'ready');

  return {
    pid: child.pid,
    async start(queue, instances, options) {
      completed = 0;
      lastCompletedAt = NaN;
      send(child, { type: 'start', queue, instances, options });
      await reply(child, 'started');
    },
    async stop() {
      send(child, { type: 'stop' });
      const { stats } = await reply(child, 'stopped');
      completed = stats.completed;
      lastCompletedAt = stats.lastCompletedAt;
      return stats;
    },
    get completed() {
      if (failure) throw new Error(`a job worker failed: ${failure}`);
      return completed;
    },
    get lastCompletedAt() {
      return lastCompletedAt;
    },
    async exit() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) send(child, { type: 'exit' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function send(child: ChildProcess, message: ToJobWorker): void {
  child.send(message);
}

/** The next message of type `type` from the child; rejects if it exits or reports an error first. */
function reply<T extends FromJobWorker['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs = 120_000,
): Promise<Extract<FromJobWorker, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`no '${type}' from job worker within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: FromJobWorker) => {
      if (message.type === type) finish(undefined, message as Extract<FromJobWorker, { type: T }>);
      else if (message.type === 'error') finish(new Error(`job worker: ${message.message}`));
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`job worker exited (${code ?? signal}) while waiting for '${type}'`));
    function finish(error?: Error, value?: Extract<FromJobWorker, { type: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value!);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
