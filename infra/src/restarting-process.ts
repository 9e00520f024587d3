// A gateway or workers process that the launcher keeps up: when it exits on its own (a crash, an OOM
// kill, someone's `kill -9`) it is started again after the restart policy's delay, and the log says so.
// Once the launcher is stopping (or while it decides that an exit should stop the start), an exit is just
// an exit.
import { RestartPolicy } from './restart-policy.js';
import { startNodeProcess, type ProcessExit, type SupervisedProcess } from './supervised-process.js';

export interface RestartingProcessOptions {
  name: string;
  script: string;
  env: NodeJS.ProcessEnv;
  nodeArgs?: string[];
  policy?: RestartPolicy;
  /** False while an exit should just be an exit: once the launcher stops everything, or before it is up. */
  mayRestart: () => boolean;
  /** The process failed too often in a row; `message` says so. The launcher stops everything. */
  onGiveUp: (message: string) => void;
  /** Where its lines go (the console: a start on stdout, an exit on stderr). */
  output?: Pick<Console, 'log' | 'error'>;
  now?: () => number;
}

export interface RestartingProcess {
  name: string;
  /** The process running now (or the one that last exited, while a restart waits). */
  current(): SupervisedProcess;
  /** How often a run has ended on its own. */
  exits(): number;
  /** Cancels a pending restart and stops the running process. */
  stop(): Promise<void>;
}

export function startRestartingProcess({
  name,
  script,
  env,
  nodeArgs = [],
  policy = new RestartPolicy(),
  mayRestart,
  onGiveUp,
  output = console,
  now = Date.now,
}: RestartingProcessOptions): RestartingProcess {
  let stopped = false;
  let exits = 0;
  let pendingRestart: NodeJS.Timeout | undefined;
  let running = start();

  function start(): SupervisedProcess {
    const startedAt = now();
    const started = startNodeProcess(name, script, env, nodeArgs);
    // Printed so that a person (or a test) can tell which process is which.
    output.log(`[tradehub] started the ${name} process (pid ${started.child.pid})`);
    void started.exited.then((exit) => exited(exit, now() - startedAt));
    return started;
  }

  function exited(exit: ProcessExit, ranForMs: number) {
    exits += 1;
    if (stopped || !mayRestart()) return;
    const what = `the ${name} process exited (code ${exit.code}, signal ${exit.signal})`;
    const decision = policy.exited(ranForMs);
    if (decision.action === 'give-up') {
      onGiveUp(
        `${what}: it has now exited ${decision.exitsInARow} times in a row, each soon after it started; ` +
          'giving up (see its output above)',
      );
      return;
    }
    output.error(
      `[tradehub] ${what}; restarting in ${decision.delayMs / 1000} s (restart ${decision.attempt})`,
    );
    pendingRestart = setTimeout(() => {
      pendingRestart = undefined;
      if (!stopped && mayRestart()) running = start();
    }, decision.delayMs);
  }

  return {
    name,
    current: () => running,
    exits: () => exits,
    async stop() {
      stopped = true;
      clearTimeout(pendingRestart);
      await running.stop();
    },
  };
}
