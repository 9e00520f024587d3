// vitest's global set-up for the whole run (every project): the template databases each test file copies
// (template-databases.ts). It runs before any file and its teardown after the last one.
import { prepareTemplateDatabases } from './template-databases.js';

export default async function setup(): Promise<() => Promise<void>> {
  return prepareTemplateDatabases();
}
