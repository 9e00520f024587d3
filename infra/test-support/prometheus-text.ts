// Reads Prometheus' text exposition in tests: the value of one series, found by its name and labels.

/** Every sample line of `name` whose labels include `labels`, summed (0 when there is none). */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
        pair[1],
        pair[2],
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total += Number(match[3]);
  }
  return total;
}
