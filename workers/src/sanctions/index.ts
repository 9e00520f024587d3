export { loadScreeningEntries, type ScreeningEntry } from './entry-cache.js';
export { toScreeningHitItem } from './hit-item.js';
export {
  importSanctionsList,
  readSanctionsList,
  storeSanctionsEntries,
  type ImportCounts,
  type SanctionsSource,
} from './import-list.js';
export {
  bestMatch,
  MATCH_THRESHOLD,
  normaliseName,
  prepareName,
  scoreNames,
  type NameMatch,
  type PreparedName,
} from './name-match.js';
export { parseOfacAliases, parseOfacSdn } from './ofac-parser.js';
export type { ParsedSanctionsEntry } from './parsed-entry.js';
export { parseUnConsolidated } from './un-parser.js';
export { findOpenScreeningHit, openHitReason, SANCTIONS_HIT_OPEN } from './open-hit.js';
export { recomputeScreeningStatus, screeningStatusOf, type ScreeningStatus } from './screening-status.js';
export {
  byScoreThenName,
  SCREENING_ALERT_PERMISSIONS,
  screenAllSuppliers,
  screenSupplier,
  type ScreenAllResult,
  type ScreenSupplierOptions,
  type ScreenSupplierResult,
} from './screen-supplier.js';
