// The launcher's keep-up loop around real node processes: small scripts that exit at once or run until
// they are stopped, and a restart policy with short delays.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RestartPolicy } from '../../src/restart-policy.js';
import { startRestartingProcess, type RestartingProcessOptions } from '../../src/restarting-process.js';

const scripts = mkdtempSync(path.join(tmpdir(), 'tradehub-restarting-'));
afterAll(() => rmSync(scripts, { recursive: true, force: true }));
const EXITS_AT_ONCE = path.join(scripts, 'exits-at-once.mjs');
writeFileSync(EXITS_AT_ONCE, 'process.exit(3);\n');
const RUNS = path.join(scripts, 'runs.mjs');
writeFileSync(RUNS, 'setInterval(() => {}, 1000);\n');

function start(overrides: Partial<RestartingProcessOptions> & { script: string }) {
  const lines: string[] = [];
  const givenUp: string[] = [];
  const supervised = startRestartingProcess({
    name: 'workers',
    env: { PATH: process.env.PATH },
    policy: new RestartPolicy({
      initialDelayMs: 50,
      maxDelayMs: 200,
      healthyAfterMs: 60_000,
      maxExitsInARow: 4,
    }),
    mayRestart: () => true,
    onGiveUp: (message) => givenUp.push(message),
    output: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
    ...overrides,
  });
  return { supervised, lines, givenUp };
}

const wait = { timeout: 10_000, interval: 20 };

describe('a process the launcher keeps up', () => {
  it('is started again after it is killed, with a new pid, and the log says why and when', async () => {
    const { supervised, lines } = start({ script: RUNS });
    const first = supervised.current();
    first.child.kill('SIGKILL');
    const replaced = () => supervised.current() !== first;
    await expect.poll(replaced, { ...wait, message: 'the workers process started again' }).toBe(true);
    const second = supervised.current();
    expect(second.child.pid).not.toBe(first.child.pid);
    expect(lines).toEqual([
      `[tradehub] started the workers process (pid ${first.child.pid})`,
      '[tradehub] the workers process exited (code null, signal SIGKILL); restarting in 0.05 s (restart 1)',
      `[tradehub] started the workers process (pid ${second.child.pid})`,
    ]);
    await supervised.stop();
    expect(second.child.signalCode).toBe('SIGTERM');
  });

  it('backs off while it keeps exiting, then gives up and says so', async () => {
    const { supervised, lines, givenUp } = start({ script: EXITS_AT_ONCE });
    await expect.poll(() => givenUp, { ...wait, message: 'the launcher giving up' }).not.toEqual([]);
    expect(lines.filter((line) => line.includes('restarting in'))).toEqual([
      '[tradehub] the workers process exited (code 3, signal null); restarting in 0.05 s (restart 1)',
      '[tradehub] the workers process exited (code 3, signal null); restarting in 0.1 s (restart 2)',
      '[tradehub] the workers process exited (code 3, signal null); restarting in 0.2 s (restart 3)',
    ]);
    expect(givenUp).toEqual([
      'the workers process exited (code 3, signal null): it has now exited 4 times in a row, each soon ' +
        'after it started; giving up (see its output above)',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(supervised.exits()).toBe(4);
    await supervised.stop();
  });

  it('is not restarted once the launcher is stopping', async () => {
    let stopping = false;
    const { supervised, lines } = start({ script: RUNS, mayRestart: () => !stopping });
    stopping = true;
    supervised.current().child.kill('SIGKILL');
    await supervised.current().exited;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines).toHaveLength(1);
    expect(supervised.exits()).toBe(1);
  });

  it('stop() cancels a restart that is waiting for its delay', async () => {
    const { supervised, lines } = start({
      script: EXITS_AT_ONCE,
      policy: new RestartPolicy({
        initialDelayMs: 300,
        maxDelayMs: 300,
        healthyAfterMs: 60_000,
        maxExitsInARow: 4,
      }),
    });
    const restartPlanned = () => lines.some((line) => line.includes('restarting in 0.3 s'));
    await expect.poll(restartPlanned, { ...wait, message: 'a restart in 0.3 s announced' }).toBe(true);
    await supervised.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines.filter((line) => line.includes('started the workers process'))).toHaveLength(1);
  });
});
