// `npm run config:docs`: writes the configuration reference, generated from the settings' schema
// (config/env-schema.ts, by config/settings-reference.ts), between its markers in infra/README.md. With
// `--check` (`npm run lint:config-docs`, part of `npm run lint`) it writes nothing and fails, naming the
// first stale line, when the committed file differs: a setting changed and its documentation did not.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleSettingsReference, withSettingsReference } from '../config/settings-reference.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const README = 'infra/README.md';

try {
  const file = path.join(ROOT, README);
  const document = readFileSync(file, 'utf8');
  if (process.argv.includes('--check')) {
    const stale = staleSettingsReference(document, README);
    if (stale) console.error(stale);
    process.exitCode = stale ? 1 : 0;
  } else {
    writeFileSync(file, withSettingsReference(document));
    console.log(`wrote the configuration reference in ${README}`);
  }
} catch (error: unknown) {
  console.error(error);
  process.exitCode = 1;
}
