// `npm run api:types`: generates the OpenAPI document from the routes with no database or Redis
// (openapi/offline-document.ts), writes it to gateway/dist/openapi.json and the web's API types to
// web/src/api/schema.d.ts. With `--check` (`npm run lint:api-types`, part of `npm run lint`) it writes the
// types to a temporary file instead and fails, naming the committed file, when that file differs: a route
// changed and the web's types were not regenerated.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstDifference } from '../openapi/first-difference.js';
import { buildOfflineOpenApiDocument } from '../openapi/offline-document.js';
import { renderSchemaTypes } from '../openapi/schema-types.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SCHEMA_FILE = 'web/src/api/schema.d.ts';
const DOCUMENT_FILE = 'gateway/dist/openapi.json';

async function write() {
  const document = await buildOfflineOpenApiDocument();
  writeFileSync(path.join(ROOT, DOCUMENT_FILE), JSON.stringify(document, null, 2) + '\n');
  writeFileSync(path.join(ROOT, SCHEMA_FILE), await renderSchemaTypes(document));
  console.log(`wrote ${SCHEMA_FILE} and ${DOCUMENT_FILE}`);
}

async function check(): Promise<boolean> {
  const generated = await renderSchemaTypes(await buildOfflineOpenApiDocument());
  const directory = mkdtempSync(path.join(tmpdir(), 'api-types-'));
  const regenerated = path.join(directory, 'schema.d.ts');
  writeFileSync(regenerated, generated);
  const difference = firstDifference(readFileSync(path.join(ROOT, SCHEMA_FILE), 'utf8'), generated);
  if (!difference) {
    rmSync(directory, { recursive: true, force: true });
    return true;
  }
  // The regenerated copy stays, so the difference can be read in full (diff it against the committed file).
  console.error(
    `${SCHEMA_FILE} is out of date with the gateway's routes: run \`npm run api:types\` and commit it.\n` +
      `  first difference at line ${difference.line}:\n` +
      `    committed:   ${difference.expected}\n` +
      `    regenerated: ${difference.actual}\n` +
      `  regenerated copy: ${regenerated}`,
  );
  return false;
}

try {
  if (process.argv.includes('--check')) process.exitCode = (await check()) ? 0 : 1;
  else await write();
} catch (error: unknown) {
  console.error(error);
  process.exitCode = 1;
}
