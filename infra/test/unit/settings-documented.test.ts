// Every setting runtime-config.ts reads is listed in .env.example (with its meaning and default) and in the
// README's Configuration table: an operator finds each one in both.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

function runtimeConfigKeys(): string[] {
  const source = read('db/src/config/runtime-config.ts');
  const start = source.indexOf('const envSchema = z');
  const end = source.indexOf('.superRefine(', start);
  return [...source.slice(start, end).matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? '');
}

describe('the settings', () => {
  const keys = runtimeConfigKeys();

  it('are read from runtime-config.ts', () => {
    expect(keys).toContain('METRICS_TOKEN');
    expect(keys.length).toBeGreaterThan(40);
  });

  it('are each in .env.example, commented out with a comment above, and nothing else is', () => {
    const lines = read('.env.example').split('\n');
    const listed = lines.flatMap((line, index) => {
      const match = /^# ([A-Z][A-Z0-9_]*)=/.exec(line);
      if (!match) return [];
      // The line above is a comment that explains it, or another setting of the same explained group.
      expect(lines[index - 1], `the line above ${match[1]}`).toMatch(/^# /);
      return [match[1]];
    });
    expect([...listed].sort()).toEqual([...keys].sort());
  });

  it("are each in the README's Configuration table", () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Security'));
    const named = new Set(
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1])),
    );
    expect(keys.filter((key) => !named.has(key))).toEqual([]);
  });
});
