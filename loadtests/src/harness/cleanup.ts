// Everything the harness creates registers how to undo it here; run() undoes it all, newest first, once,
// whether the run ends normally, fails, or is interrupted with Ctrl-C.

type Step = { name: string; undo: () => Promise<void> | void };

export class Cleanup {
  private readonly steps: Step[] = [];
  private running: Promise<void> | undefined;

  add(name: string, undo: Step['undo']): void {
    this.steps.push({ name, undo });
  }

  /** True once run() was called: processes stopping from then on are expected to. */
  get started(): boolean {
    return this.running !== undefined;
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps.reverse()) {
        const started = Date.now();
        try {
          await step.undo();
          const seconds = (Date.now() - started) / 1000;
          if (seconds > 3) console.error(`[bench] cleanup: ${step.name} took ${seconds.toFixed(1)} s`);
        } catch (error) {
          console.error(
            `[bench] cleanup: ${step.name} failed:`,
            error instanceof Error ? error.message : error,
          );
        }
      }
    })();
    return this.running;
  }

  /** On SIGINT/SIGTERM: clean up, then exit 130 (a second signal while cleaning up is ignored). */
  onSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        console.error(`\n[bench] ${signal}: stopping the stack and removing the test data…`);
        void this.run().then(() => process.exit(130));
      });
    }
  }
}
