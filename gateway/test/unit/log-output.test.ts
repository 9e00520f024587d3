// Logs for people and for machines: pino-pretty at a developer's terminal, each line labelled with its
// process; JSON lines in production and whenever stdout is not a terminal.
import { Writable } from 'node:stream';
import { prettyLogTransport } from '@tradehub/db/config';
import { pino } from 'pino';
import pretty from 'pino-pretty';
import { describe, expect, it } from 'vitest';

describe('prettyLogTransport', () => {
  it('is off in production and when stdout is not a terminal', () => {
    expect(prettyLogTransport({ nodeEnv: 'production' }, 'gateway', true)).toBeUndefined();
    expect(prettyLogTransport({ nodeEnv: 'development' }, 'gateway', false)).toBeUndefined();
  });

  it('prints readable lines labelled with the process at a terminal in development', async () => {
    const transport = prettyLogTransport({ nodeEnv: 'development' }, 'workers', true);
    expect(transport?.target).toBe('pino-pretty');
    let text = '';
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const logger = pino(
      { base: { process: 'workers', pid: 1 } },
      pretty({ ...transport!.options, colorize: false, destination, sync: true }),
    );
    logger.info({ queue: 'email' }, 'job completed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: workers \| job completed\n/);
    expect(text).toContain('queue: "email"');
    expect(text).not.toMatch(/^\{/m);
  });
});
