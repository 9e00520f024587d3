export {
  importSanctionsList,
  readSanctionsList,
  storeSanctionsEntries,
  type ImportCounts,
  type SanctionsSource,
} from './import-list.js';
export { parseOfacAliases, parseOfacSdn } from './ofac-parser.js';
export type { ParsedSanctionsEntry } from './parsed-entry.js';
export { parseUnConsolidated } from './un-parser.js';
