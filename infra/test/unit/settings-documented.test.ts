// Every setting loadConfig reads is listed in .env.example (with its meaning and default) and in the
// configuration reference of infra/README.md, which is generated from the schema (`npm run config:docs`) and
// checked by `npm run lint:config-docs`: an operator finds each one in both, and a stale reference fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  REFERENCE_END,
  REFERENCE_START,
  SETTING_NAMES,
  settingsReference,
  staleSettingsReference,
  withSettingsReference,
} from '../../../db/src/config/settings-reference.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the settings', () => {
  it('are read from the schema', () => {
    expect(SETTING_NAMES).toContain('METRICS_TOKEN');
    expect(SETTING_NAMES.length).toBeGreaterThan(40);
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
    expect([...listed].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it("each have a row in infra/README.md's configuration reference, which is current", () => {
    const readme = read('infra/README.md');
    const section = readme.slice(readme.indexOf(REFERENCE_START), readme.indexOf(REFERENCE_END));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => /^\| `([A-Z0-9_]+)`/.exec(row)?.[1])).toEqual(SETTING_NAMES);
    expect(staleSettingsReference(readme, 'infra/README.md')).toBeUndefined();
  });
});

describe('the configuration reference check', () => {
  const readme = read('infra/README.md');

  it('fails on a copy whose reference has a changed line, naming the line, and the generator repairs it', () => {
    const lines = readme.split('\n');
    const row = lines.findIndex((line) => line.startsWith('| `PORT` |'));
    lines[row] = '| `PORT` | where the gateway listens | `8080` | any port |';
    const stale = lines.join('\n');

    const problem = staleSettingsReference(stale, 'infra/README.md');
    expect(problem).toContain('run `npm run config:docs`');
    expect(problem).toContain(`first difference at line ${row + 1}`);
    expect(problem).toContain('committed: | `PORT` | where the gateway listens');
    expect(withSettingsReference(stale)).toBe(readme);
  });

  it('fails on a copy that lost a row or its markers', () => {
    const withoutHost = readme
      .split('\n')
      .filter((line) => !line.startsWith('| `HOST` |'))
      .join('\n');
    expect(staleSettingsReference(withoutHost, 'infra/README.md')).toContain('first difference at line');
    expect(() => withSettingsReference(readme.replace(REFERENCE_END, ''))).toThrow(/markers/);
  });

  it('refuses a setting whose words are missing, or repeat what the schema says', () => {
    const port = z.coerce.number().int().min(1).max(65535);
    expect(() => settingsReference({ PORT: port.default(3000) })).toThrow(/PORT: .* a description/);
    expect(() => settingsReference({ HOST: z.string().optional().meta({ description: 'Where.' }) })).toThrow(
      /HOST: .* what happens when it is unset/,
    );
    expect(() =>
      settingsReference({ PORT: port.default(3000).meta({ description: 'Where.', allowed: '1 to 65535' }) }),
    ).toThrow(/PORT: .* the schema says them \(a whole number from 1 to 65535\)/);
    expect(settingsReference({ PORT: port.default(3000).meta({ description: 'Where.' }) })).toEqual([
      { variable: 'PORT', description: 'Where.', unset: '`3000`', allowed: 'a whole number from 1 to 65535' },
    ]);
  });
});
