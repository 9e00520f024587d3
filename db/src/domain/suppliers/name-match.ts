// Fuzzy name matching for sanctions screening. Pure: no database, no I/O.
import { distance } from 'fastest-levenshtein';

/**
 * A score at or above this is a possible match that a person must review. 85 lets through a typo or
 * two, a transliteration variant or a dropped legal suffix in a typical company name (about one edit in
 * seven characters), while names that merely share a word ('Shadow Freight Trading' vs 'Shadow Freight
 * Services', 70) stay below it.
 */
export const MATCH_THRESHOLD = 85;

/** Legal-form words that say nothing about who a party is. */
const LEGAL_SUFFIXES = new Set([
  'llc',
  'ltd',
  'limited',
  'gmbh',
  'co',
  'company',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'jsc',
  'pjsc',
  'ojsc',
  'cjsc',
  'sa',
  'ag',
  'plc',
  'llp',
  'lp',
  'bv',
  'nv',
  'srl',
  'spa',
  'sarl',
  'ooo',
  'zao',
  'oao',
  'pte',
  'pty',
  'fze',
  'fzco',
  'fzc',
  'kg',
]);

/** Latin letters that Unicode does not decompose into a base letter plus a mark. */
const FOLDED_LETTERS: Record<string, string> = {
  đ: 'd',
  ð: 'd',
  ø: 'o',
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
};

/** Lower case, no diacritics, no punctuation, no legal suffixes, single spaces. */
export function normaliseName(name: string): string {
  const tokens = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[đðøłßæœıþħ]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    // 'S.A.' and 'L.L.C.' are one word each.
    .replace(/(?<=\b\p{L})\.(?=\p{L}\b)/gu, '')
    .replace(/\./g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const meaningful = tokens.filter((token) => !LEGAL_SUFFIXES.has(token));
  // A name made only of legal words ('Trading Co' aside) keeps them rather than becoming empty.
  return (meaningful.length > 0 ? meaningful : tokens).join(' ');
}

/** The normalised forms of one name that are compared: as written, token-sorted, and 'LAST, First' turned round. */
export interface PreparedName {
  original: string;
  plain: string;
  sorted: string;
  reordered: string | undefined;
}

export function prepareName(name: string): PreparedName {
  const plain = normaliseName(name);
  const sorted = plain.split(' ').sort().join(' ');
  const comma = name.indexOf(',');
  const reordered =
    comma > 0 && name.indexOf(',', comma + 1) < 0
      ? normaliseName(`${name.slice(comma + 1)} ${name.slice(0, comma)}`)
      : undefined;
  return { original: name, plain, sorted, reordered };
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 0;
  // The length difference alone costs that many edits: names this far apart cannot score 75 or more, and
  // skipping them keeps screening against a full list (tens of thousands of names) fast.
  if (Math.abs(a.length - b.length) / longest > 0.25) return 0;
  return (1 - distance(a, b) / longest) * 100;
}

/** 0–100: the best Levenshtein similarity of the normalised names and of their token-sorted forms. */
export function scorePrepared(a: PreparedName, b: PreparedName): number {
  const score = Math.max(
    similarity(a.plain, b.plain),
    similarity(a.sorted, b.sorted),
    a.reordered ? similarity(a.reordered, b.plain) : 0,
    b.reordered ? similarity(a.plain, b.reordered) : 0,
  );
  return Math.round(score * 100) / 100;
}

export function scoreNames(a: string, b: string): number {
  return scorePrepared(prepareName(a), prepareName(b));
}

export interface NameMatch {
  /** The list name or alias that matched best. */
  matchedName: string;
  score: number;
}

/** The best match of a name against a party's name and aliases, if it reaches MATCH_THRESHOLD. */
export function bestMatch(subject: PreparedName, candidates: readonly PreparedName[]): NameMatch | undefined {
  let best: NameMatch | undefined;
  for (const candidate of candidates) {
    const score = scorePrepared(subject, candidate);
    if (score >= MATCH_THRESHOLD && (!best || score > best.score))
      best = { matchedName: candidate.original, score };
  }
  return best;
}
