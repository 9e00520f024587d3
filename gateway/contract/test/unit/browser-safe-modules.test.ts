// The web imports some of the contract's modules on their own, in the browser, without zod (package.json
// `exports`): those modules, and everything they import, must stay free of zod and of Node.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
const browserEntries = [
  'enums.ts',
  'constants.ts',
  'money.ts',
  'backoff.ts',
  'format.ts',
  'audit-text.ts',
  'fx-pairs.ts',
  'languages.ts',
  'rules/approval-bands.ts',
  'rules/supplier-review.ts',
  'rules/team-managers.ts',
];

/** Every import specifier of a module and of the contract's modules it reaches, by relative path. */
function importsReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const specifiers = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(path.join(src, file), 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\b[^;]*?from '([^']+)'/gms)) {
      const specifier = match[1] ?? '';
      specifiers.add(specifier);
      if (specifier.startsWith('.'))
        visit(path.normalize(path.join(path.dirname(file), specifier.replace(/\.js$/, '.ts'))));
    }
  };
  visit(entry);
  return specifiers;
}

describe("the contract's browser entry points", () => {
  it.each(browserEntries)('%s imports neither zod nor any package', (entry) => {
    const external = [...importsReachedFrom(entry)].filter((specifier) => !specifier.startsWith('.'));
    expect(external).toEqual([]);
  });

  it('are each exported on their own', () => {
    const manifest = JSON.parse(readFileSync(path.join(src, '../package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining(['./enums', './rules/*']));
  });
});
