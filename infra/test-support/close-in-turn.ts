// A teardown that says what hung. Each step runs in turn, bounded: a step past its time is left behind
// (the steps after it still run, so the other resources are released) and the teardown then fails naming
// it, instead of the whole hook timing out with no word of which close never returned.
export type TeardownStep = readonly [what: string, close: () => unknown];

export async function closeInTurn(steps: readonly TeardownStep[], eachMs = 20_000): Promise<void> {
  const hung: string[] = [];
  const failed: string[] = [];
  for (const [what, close] of steps) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), eachMs);
    });
    try {
      const outcome = await Promise.race([Promise.resolve().then(close), late]);
      if (outcome === 'late') hung.push(what);
    } catch (error) {
      failed.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }
  const problems = [
    ...hung.map((what) => `${what} did not finish within ${eachMs} ms`),
    ...failed.map((line) => `${line} (failed)`),
  ];
  if (problems.length > 0) throw new Error(`teardown: ${problems.join('; ')}`);
}
