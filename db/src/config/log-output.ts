import type { RuntimeConfig } from './runtime-config.js';

/** pino's transport option for pino-pretty (kept as a plain object: db does not depend on pino). */
export interface PrettyLogTransport {
  target: 'pino-pretty';
  options: Record<string, unknown>;
}

/**
 * Human-readable logs for a developer at a terminal: pino-pretty, each line labelled with its process
 * (`gateway` or `workers`, which npm start runs side by side in one terminal). JSON lines everywhere else:
 * in production, and whenever stdout is a pipe or a file (a log collector, CI, tests).
 */
export function prettyLogTransport(
  config: Pick<RuntimeConfig, 'nodeEnv'>,
  processName: 'gateway' | 'workers',
  stdoutIsTerminal = process.stdout.isTTY === true,
): PrettyLogTransport | undefined {
  if (config.nodeEnv === 'production' || !stdoutIsTerminal) return undefined;
  return {
    target: 'pino-pretty',
    options: {
      colorize: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,process',
      messageFormat: `${processName.padEnd(7)} | {msg}`,
    },
  };
}
