// The UN Security Council consolidated list XML (https://scsanctions.un.org/resources/xml/en/consolidated.xml).
import { XMLParser } from 'fast-xml-parser';
import type { ParsedSanctionsEntry } from './parsed-entry.js';

const REPEATED = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'NATIONALITY',
  'VALUE',
  'ENTITY_ADDRESS',
  'INDIVIDUAL_ADDRESS',
]);

type XmlNode = Record<string, unknown>;

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return text((value as XmlNode)['#text']);
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

const list = (value: unknown): XmlNode[] => (Array.isArray(value) ? (value as XmlNode[]) : []);

function aliasNames(aliases: unknown): string[] {
  return list(aliases)
    .map((alias) => text(alias.ALIAS_NAME))
    .filter((name): name is string => name !== null);
}

export function parseUnConsolidated(xml: string): ParsedSanctionsEntry[] {
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    isArray: (name) => REPEATED.has(name),
  });
  const document = parser.parse(xml) as { CONSOLIDATED_LIST?: XmlNode };
  const root = document.CONSOLIDATED_LIST;
  if (!root) throw new Error('Not a UN consolidated list: no CONSOLIDATED_LIST element.');
  const individuals = list((root.INDIVIDUALS as XmlNode | undefined)?.INDIVIDUAL);
  const entities = list((root.ENTITIES as XmlNode | undefined)?.ENTITY);
  const entries: ParsedSanctionsEntry[] = [];

  for (const person of individuals) {
    const externalId = text(person.DATAID);
    const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
      .map((key) => text(person[key]))
      .filter(Boolean)
      .join(' ');
    if (!externalId || !name) continue;
    const nationality = list(person.NATIONALITY).flatMap((node) => list(node.VALUE).map(text));
    entries.push({
      list: 'un',
      externalId,
      name,
      aliases: aliasNames(person.INDIVIDUAL_ALIAS),
      partyType: 'individual',
      programs: programs(person),
      country: nationality.filter(Boolean).join(', ') || null,
    });
  }
  for (const entity of entities) {
    const externalId = text(entity.DATAID);
    const name = text(entity.FIRST_NAME);
    if (!externalId || !name) continue;
    const countries = list(entity.ENTITY_ADDRESS).map((address) => text(address.COUNTRY));
    entries.push({
      list: 'un',
      externalId,
      name,
      aliases: aliasNames(entity.ENTITY_ALIAS),
      partyType: 'entity',
      programs: programs(entity),
      country: [...new Set(countries.filter(Boolean))].join(', ') || null,
    });
  }
  return entries;
}

/** 'Al-Qaida (QDe.004)': the regime and the list's reference number. */
function programs(node: XmlNode): string | null {
  const listType = text(node.UN_LIST_TYPE);
  const reference = text(node.REFERENCE_NUMBER);
  if (!listType) return reference;
  return reference ? `${listType} (${reference})` : listType;
}
