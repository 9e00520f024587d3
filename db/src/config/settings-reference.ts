// The configuration reference in infra/README.md, generated from the settings' schema (env-schema.ts) so
// that it cannot drift from what loadConfig accepts: each default, enumeration and range is read from the
// validation itself (zod's JSON Schema of the parsed value), the words from the setting's `.meta()`.
// `npm run config:docs` writes it (db/src/cli/config-docs.ts); `npm run lint:config-docs` fails when the
// committed file differs.
import { z } from 'zod';
import { envSchema } from './env-schema.js';

export interface SettingReference {
  variable: string;
  description: string;
  /** Its default, then what happens without it. */
  unset: string;
  allowed: string;
}

const WORDS = ['description', 'unset', 'allowed'] as const;
type Words = Partial<Record<(typeof WORDS)[number], string>>;
type JsonSchema = z.core.JSONSchema.BaseSchema;

/** Every variable loadConfig reads, in the reference's order. */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export const REFERENCE_START =
  '<!-- config-reference:start (written by `npm run config:docs` from db/src/config/env-schema.ts) -->';
export const REFERENCE_END = '<!-- config-reference:end -->';

function wordsOf(variable: string, schema: z.ZodType): Words {
  const words: Words = {};
  for (const [key, value] of Object.entries(schema.meta() ?? {})) {
    const known = WORDS.find((word) => word === key);
    if (!known || typeof value !== 'string')
      throw new Error(`${variable}: .meta() holds only the strings ${WORDS.join(', ')}; ${key} is not one`);
    words[known] = value;
  }
  return words;
}

const code = (value: unknown) => `\`${String(value)}\``;

/** What the validation itself says a setting takes: its enumeration, its range, or its list's entries. */
function derivedAllowed(json: JsonSchema): string | undefined {
  if (json.enum) return json.enum.map(code).join(', ');
  if ((json.type === 'integer' || json.type === 'number') && json.minimum !== undefined)
    return `${json.type === 'integer' ? 'a whole number' : 'a number'} from ${json.minimum} to ${json.maximum}`;
  const items = json.items;
  if (json.type === 'array' && typeof items === 'object' && !Array.isArray(items) && items.enum)
    return `a comma list of ${items.enum.map(code).join(', ')}`;
  if (json.format === 'email') return 'an e-mail address';
  return undefined;
}

/** One row per setting; throws, naming the setting, where its words are missing or say what the schema says. */
export function settingsReference(settings: Record<string, z.ZodType> = envSchema.shape): SettingReference[] {
  return Object.entries(settings).map(([variable, schema]) => {
    const words = wordsOf(variable, schema);
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
    const derived = derivedAllowed(json);
    const unset = [json.default === undefined ? undefined : code(json.default), words.unset]
      .filter(Boolean)
      .join('; ');
    const missing = !words.description
      ? 'a description'
      : !unset
        ? 'what happens when it is unset (it has no default)'
        : !derived && !words.allowed
          ? 'its allowed values (the schema cannot say them)'
          : derived && words.allowed
            ? `no allowed values: the schema says them (${derived})`
            : undefined;
    if (missing) throw new Error(`${variable}: its .meta() must give ${missing}`);
    return { variable, description: words.description ?? '', unset, allowed: derived ?? words.allowed ?? '' };
  });
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * The table between the markers. Prettier leaves it as written: aligned, every row would be padded to the
 * widest description, and each change would rewrite the whole table.
 */
export function renderSettingsReference(rows: SettingReference[] = settingsReference()): string {
  return [
    '<!-- prettier-ignore-start -->',
    '| variable | what it does | default; when unset | allowed values |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| \`${row.variable}\` | ${cell(row.description)} | ${cell(row.unset)} | ${cell(row.allowed)} |`,
    ),
    '<!-- prettier-ignore-end -->',
  ].join('\n');
}

/** The document with its reference section (between the markers) written afresh. */
export function withSettingsReference(document: string, section = renderSettingsReference()): string {
  const start = document.indexOf(REFERENCE_START);
  const end = document.indexOf(REFERENCE_END);
  if (start < 0 || end < start)
    throw new Error(`the markers ${REFERENCE_START} and ${REFERENCE_END} are missing`);
  return `${document.slice(0, start + REFERENCE_START.length)}\n${section}\n${document.slice(end)}`;
}

/** Why `document` (called `name`) is out of date with the schema, naming its first stale line; undefined when current. */
export function staleSettingsReference(document: string, name: string): string | undefined {
  const expected = withSettingsReference(document);
  if (expected === document) return undefined;
  const committed = document.split('\n');
  const generated = expected.split('\n');
  const found = generated.findIndex((line, index) => line !== committed[index]);
  const line = found < 0 ? generated.length : found;
  return (
    `${name}'s configuration reference is out of date with db/src/config/env-schema.ts: ` +
    'run `npm run config:docs` and commit the result.\n' +
    `  first difference at line ${line + 1}:\n` +
    `    committed: ${committed[line] ?? '(end of file)'}\n` +
    `    generated: ${generated[line] ?? '(end of file)'}`
  );
}
