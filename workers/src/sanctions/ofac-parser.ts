// OFAC's SDN list in its legacy CSV form (https://ofac.treasury.gov/specially-designated-nationals-list-data-formats-data-schemas):
// sdn.csv and alt.csv have no header row, and '-0-' stands for an empty field.
import { parse } from 'csv-parse/sync';
import type { ParsedSanctionsEntry } from './parsed-entry.js';

function rows(csv: string): string[][] {
  return parse(csv, {
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
}

function field(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === '-0-' ? null : trimmed;
}

/** ent_num is a number; anything else (the file's trailing end-of-file marker) is not a row. */
const isEntryRow = (row: string[]) => /^\d+$/.test(row[0]?.trim() ?? '');

const PARTY_TYPES: Record<string, string> = {
  individual: 'individual',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

/** sdn.csv: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks. */
export function parseOfacSdn(sdnCsv: string, altCsv?: string): ParsedSanctionsEntry[] {
  const aliases = altCsv ? parseOfacAliases(altCsv) : new Map<string, string[]>();
  const entries: ParsedSanctionsEntry[] = [];
  for (const row of rows(sdnCsv)) {
    if (!isEntryRow(row)) continue;
    const externalId = row[0]!.trim();
    const name = field(row[1]);
    if (!name) continue;
    const type = field(row[2])?.toLowerCase();
    const remarks = field(row[11]);
    entries.push({
      list: 'ofac',
      externalId,
      name,
      aliases: aliases.get(externalId) ?? [],
      partyType: (type && PARTY_TYPES[type]) ?? 'entity',
      // Programs are written '[SDGT] [IRGC]' in the file's column as 'SDGT] [IRGC'.
      programs: field(row[3])?.replace(/[[\]]/g, '').replace(/\s+/g, ', ') ?? null,
      country:
        field(row[9]) ?? remarks?.match(/\b(?:nationality|citizen)\s+([A-Z][A-Za-z ]+?)\s*[;.]/)?.[1] ?? null,
    });
  }
  return entries;
}

/** alt.csv: ent_num, alt_num, alt_type, alt_name, alt_remarks → aliases per ent_num. */
export function parseOfacAliases(altCsv: string): Map<string, string[]> {
  const aliases = new Map<string, string[]>();
  for (const row of rows(altCsv)) {
    if (!isEntryRow(row)) continue;
    const name = field(row[3]);
    if (!name) continue;
    const key = row[0]!.trim();
    aliases.set(key, [...(aliases.get(key) ?? []), name]);
  }
  return aliases;
}
