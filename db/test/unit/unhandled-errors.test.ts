// exitOnUnhandledErrors (gateway and workers main): a stray rejection or exception is logged through the
// process's logger and the process exits non-zero, for its supervisor to restart it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The built helper, as the processes load it (npm test builds before it runs the tests).
const HELPER = pathToFileURL(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/config/index.js'),
).href;

/** Runs `trigger` in a fresh node process that installed the handlers; its exit code and log lines. */
function runChild(trigger: string) {
  const script = `
    import { exitOnUnhandledErrors } from ${JSON.stringify(HELPER)};
    exitOnUnhandledErrors({
      fatal: (details, message) =>
        console.log(JSON.stringify({ message, origin: details.origin, error: details.err.message })),
    });
    // Work still scheduled: the process must end because of the handler, not because it ran out of work.
    setInterval(() => {}, 1000);
    ${trigger}
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  const lines = child.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { message: string; origin: string; error: string });
  return { status: child.status, lines };
}

describe('exitOnUnhandledErrors', () => {
  it('logs an unhandled rejection and exits 1', () => {
    expect(runChild(`Promise.reject(new Error('lost promise'));`)).toEqual({
      status: 1,
      lines: [
        {
          message: 'unhandled promise rejection: exiting',
          origin: 'unhandledRejection',
          error: 'lost promise',
        },
      ],
    });
  });

  it('logs an uncaught exception and exits 1', () => {
    expect(runChild(`setTimeout(() => { throw new Error('thrown in a timer'); }, 10);`)).toEqual({
      status: 1,
      lines: [
        { message: 'uncaught exception: exiting', origin: 'uncaughtException', error: 'thrown in a timer' },
      ],
    });
  });
});
