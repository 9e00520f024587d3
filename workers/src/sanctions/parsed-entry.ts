/** One party as read from an official file, before it is stored as a SanctionsEntry. */
export interface ParsedSanctionsEntry {
  list: SanctionsList;
  externalId: string;
  name: string;
  aliases: string[];
  /** individual, entity, vessel, aircraft. */
  partyType: string;
  programs: string | null;
  country: string | null;
}
import type { SanctionsList } from '@tradehub/contract';
