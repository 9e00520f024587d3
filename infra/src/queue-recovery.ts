// The launcher's own defaults for the BullMQ job lock and stalled-job check.

/**
 * QUEUE_LOCK_MS and QUEUE_STALLED_INTERVAL_MS for the processes the launcher starts: the launcher's
 * defaults below, each used when the operator did not set it (their settings win).
 *
 * Under `npm start` the only workers process is the one the launcher just restarted, so a job it was
 * running when it died should not wait for the engine defaults (a 30 s lock and a 30 s check: about a
 * minute) but resume within seconds of the restart. BullMQ takes a job back once its lock has expired and
 * two stalled checks in a row found it active without one: within about lock + 2 × interval of the
 * death, whatever the timing of the restart (about 6-7 s after it, measured by launcher-restart.test.ts).
 *
 * Why a 5 s lock is safe: a live worker renews its locks on a timer every lockDuration / 2 (2.5 s), so a
 * job loses its lock only if the event loop is blocked for seconds. The longest synchronous work is the
 * risk report (charts, PDF and XLSX layout): measured on the demo workspace, a 100-200 ms build that
 * blocks the loop for at most ~50 ms at a time; the other processors wait on I/O. And a job that did lose
 * its lock is run again, which every processor already makes safe (a stalled rerun is their normal case).
 * The check interval only bounds how soon an orphan is noticed: a stalled check per queue every 2.5 s is
 * one small script each in Redis.
 */
export function queueRecoverySettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    QUEUE_LOCK_MS: env.QUEUE_LOCK_MS || LAUNCHER_QUEUE_LOCK_MS,
    QUEUE_STALLED_INTERVAL_MS: env.QUEUE_STALLED_INTERVAL_MS || LAUNCHER_QUEUE_STALLED_INTERVAL_MS,
  };
}

export const LAUNCHER_QUEUE_LOCK_MS = '5000';
export const LAUNCHER_QUEUE_STALLED_INTERVAL_MS = '2500';
