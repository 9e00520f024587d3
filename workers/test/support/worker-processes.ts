// Real `node workers/dist/main.js` processes for the fault tests (build first: `npm run build:server`).
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queue } from 'bullmq';
import { startStackProcess, type StackProcess } from '../../../infra/test-support/stack-processes.js';
import { expect, vi } from 'vitest';
import { rethrowWithOutput } from '../../../infra/test-support/with-process-output.js';

const workersMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

export interface WorkerProcess extends StackProcess {
  /** The BullMQ worker name of this process (runtime.ts): stored on every job it takes as `processedBy`. */
  name: string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once the process logged `message` (pino's `msg`); fails if it exits first. */
  waitForLog(message: string, timeoutMs?: number): Promise<void>;
}

/** Starts a workers process with LOG_LEVEL=info, so the test can follow what it does. */
export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  if (!existsSync(workersMain)) throw new Error(`${workersMain} is missing: run \`npm run build:server\``);
  const process = startStackProcess('workers', { LOG_LEVEL: 'info', ...env });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    process.child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let exited = false;
  void exit.then(() => (exited = true));
  return {
    ...process,
    name: `${hostname()}:${process.child.pid}`,
    exit,
    async waitForLog(message, timeoutMs = 60_000) {
      const logged = () => process.output().includes(`"msg":"${message}`);
      // An exit ends the wait at once (then fails below) rather than after the whole timeout.
      await vi
        .waitFor(
          () => {
            if (exited) return;
            expect(logged(), `"${message}" from workers process ${process.child.pid}`).toBe(true);
          },
          { timeout: timeoutMs, interval: 50 },
        )
        .catch(rethrowWithOutput(() => process.output()));
      if (!logged()) throw new Error(`workers process exited before "${message}":\n${process.output()}`);
    },
  };
}

/** A job's state and the worker name of the process running (or that ran) it. */
export async function jobStatus(queue: Queue, jobId: string) {
  const job = await queue.getJob(jobId);
  if (!job) return { state: 'missing', processedBy: undefined, job: undefined } as const;
  return { state: await job.getState(), processedBy: job.processedBy, job };
}
