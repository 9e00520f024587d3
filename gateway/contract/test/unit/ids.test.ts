// The one id format every URL, query and body id is checked against before any query
// (gateway/contract/src/ids.ts).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENTITY_ID_PATTERN, entityIdSchema } from '../../src/ids.js';

describe('entity ids', () => {
  it('accepts random UUIDs and the seeded demo slugs', () => {
    for (const id of [randomUUID(), 'demo', 'demo-supplier-1', 'A_b-9']) {
      expect(entityIdSchema.safeParse(id).success, id).toBe(true);
    }
  });

  it('accepts 100 characters and refuses 101', () => {
    expect(ENTITY_ID_PATTERN.test('a'.repeat(100))).toBe(true);
    expect(ENTITY_ID_PATTERN.test('a'.repeat(101))).toBe(false);
  });

  it('refuses hostile values: empty, NUL bytes, paths, spaces, a leading dash, non-ASCII letters', () => {
    for (const id of ['', 'a\u0000b', '../etc', 'a/b', 'a.b', ' a', 'a ', '-a', '_a', 'é', 'a\nb', "a'--"]) {
      expect(entityIdSchema.safeParse(id).success, JSON.stringify(id)).toBe(false);
    }
  });

  it('says what an id is in its refusal', () => {
    const result = entityIdSchema.safeParse('no/slashes');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'must be an id (letters, digits, - and _; at most 100 characters)',
    );
  });
});
