// What the launcher (`npm start`) says about the processes it starts: infra/src/restarting-process.ts logs
// `started the <name> process (pid <pid>)` at each start. For the tests that kill one and wait for it again.
import { expect } from 'vitest';
import type { RunningProduct } from './product-process.js';
import { rethrowWithOutput } from './with-process-output.js';

/** The pids the launcher started the named process with, in order. */
export function startedPids(name: 'workers' | 'gateway', output: string): number[] {
  return [...output.matchAll(new RegExp(`started the ${name} process \\(pid (\\d+)\\)`, 'g'))].map((match) =>
    Number(match[1]),
  );
}

/** Resolves once the launcher has started the workers a second time; fails with its output. */
export async function workersRestarted(product: RunningProduct, timeoutMs = 10_000): Promise<void> {
  await expect
    .poll(() => startedPids('workers', product.output()).length, {
      timeout: timeoutMs,
      interval: 100,
      message: 'the launcher did not restart the workers',
    })
    .toBeGreaterThan(1)
    .catch(rethrowWithOutput(() => product.output()));
}
