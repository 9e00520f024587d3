// A benchmark's numbers mean nothing once a server it measures has died, and waiting for a timeout would
// hide why: a server started here ends the run (exit 2) with its last output when it exits on its own.
import type { Cleanup } from './cleanup.js';
import { startServerProcess, type ServerProcess } from './stack.js';

/**
 * `node <script>` as startServerProcess starts it, stopped by `cleanup`; an exit other than through
 * stop() or the cleanup prints its last output, cleans up and exits the harness with code 2.
 */
export function startSupervisedServer(
  cleanup: Cleanup,
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
): ServerProcess {
  const server = startServerProcess(name, script, env);
  cleanup.add(`stop ${name}`, () => server.stop());
  // A benchmark may stop a server itself (to restart it with other settings): that exit is expected.
  let stopping = false;
  void server.exited.then((code) => {
    if (stopping || cleanup.started) return;
    console.error(`[bench] ${name} exited unexpectedly (${code}):\n${server.output()}`);
    void cleanup.run().then(() => process.exit(2));
  });
  return {
    ...server,
    stop: () => {
      stopping = true;
      return server.stop();
    },
  };
}
