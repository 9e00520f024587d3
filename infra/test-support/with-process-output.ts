// For the `.catch` of a `vi.waitFor` or `expect.poll` in a test that drives child processes: the wait's
// error again, with what the processes printed so far. Vitest's own message cannot know it, and it is what
// tells a reader why a process never got where the test waited for it.
export function rethrowWithOutput(output: () => string): (error: unknown) => never {
  return (error) => {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n${output()}`, { cause: error });
  };
}
