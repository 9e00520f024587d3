// The lint that keeps server-written user text in the catalogue (infra/lint/eslint-rules/keyed-server-text.mjs):
// it flags each English sentence handed to a notification or activity without a catalogue key in a fixture,
// passes keyed ones, codes and passed-through values, and npm run lint applies it to the domain and workers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import keyedServerText from '../../lint/eslint-rules/keyed-server-text.mjs';

const root = join(import.meta.dirname, '../../..');
const fixture = join(root, 'infra/test/fixtures/server-text/stray-sentences.ts');

describe('keyed-server-text', () => {
  it('flags every literal text without a key in the fixture, and nothing else', () => {
    const linter = new Linter({ configType: 'flat' });
    const messages = linter.verify(
      readFileSync(fixture, 'utf8'),
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { tradehub: { rules: { 'keyed-server-text': keyedServerText } } },
          rules: { 'tradehub/keyed-server-text': 'error' },
        },
      ],
      'stray-sentences.ts',
    );
    expect(messages.map((message) => [message.line, message.ruleId])).toEqual([
      [9, 'tradehub/keyed-server-text'],
      [9, 'tradehub/keyed-server-text'],
      [10, 'tradehub/keyed-server-text'],
      [10, 'tradehub/keyed-server-text'],
    ]);
    expect(messages[0]!.message).toContain("'title' is user-visible text written without a catalogue key");
  });

  // Loading the repository's config takes a few seconds (typescript-eslint, the plugins).
  it('is on for the domain and the workers in the repository config', async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of ['db/src/domain/payments/create-payment.ts', 'workers/src/processors/payments.ts']) {
      const config = (await eslint.calculateConfigForFile(join(root, file))) as {
        rules: Record<string, unknown>;
      };
      expect(config.rules['tradehub/keyed-server-text'], file).toEqual([2]);
    }
  }, 60_000);
});
