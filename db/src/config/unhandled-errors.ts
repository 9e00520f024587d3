/** The part of a pino logger this needs (the gateway's app.log, the workers' logger). */
export interface FatalLogger {
  fatal(details: { err: unknown; origin: string }, message: string): void;
}

/**
 * A rejection nobody awaited or an exception nobody caught leaves the process in a state no code path
 * planned for: log it through the process's own logger (so it reaches the log pipeline, not only
 * stderr) and exit non-zero, for the supervisor (npm start's launcher, Docker, Kubernetes) to restart a
 * clean process. pino writes synchronously to stdout by default, so the line is out before the exit.
 */
export function exitOnUnhandledErrors(
  logger: FatalLogger,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason, origin: 'unhandledRejection' }, 'unhandled promise rejection: exiting');
    exit(1);
  });
  process.on('uncaughtException', (error, origin) => {
    logger.fatal({ err: error, origin }, 'uncaught exception: exiting');
    exit(1);
  });
}
