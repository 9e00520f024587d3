import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOfacAliases, parseOfacSdn } from '../../src/sanctions/ofac-parser.js';
import { parseUnConsolidated } from '../../src/sanctions/un-parser.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/sanctions/${name}`, import.meta.url), 'utf8');

describe('OFAC SDN CSV', () => {
  const entries = parseOfacSdn(fixture('sdn.csv'), fixture('alt.csv'));

  it('reads every party and skips the end-of-file marker', () => {
    expect(entries).toHaveLength(12);
    expect(entries.every((entry) => entry.list === 'ofac')).toBe(true);
  });

  it('reads names, types, programs and aliases', () => {
    const shadow = entries.find((entry) => entry.externalId === '90001');
    expect(shadow).toEqual({
      list: 'ofac',
      externalId: '90001',
      name: 'SHADOW FREIGHT TRADING LLC',
      aliases: ['SHADOW FREIGHT TRADING L.L.C.', 'SHADOW FREIGHT FZE'],
      partyType: 'entity',
      programs: 'IRAN, SDGT',
      country: null,
    });
    const person = entries.find((entry) => entry.externalId === '90002');
    expect(person).toMatchObject({
      name: 'KOVALENKO, Dmitri Sergeyevich',
      partyType: 'individual',
      aliases: ['KOVALENKO, Dmitry', 'KOVALENKO, Dimitri'],
      country: 'Russia',
    });
    expect(entries.find((entry) => entry.externalId === '90005')).toMatchObject({
      partyType: 'vessel',
      country: 'Panama',
    });
    expect(entries.find((entry) => entry.externalId === '90010')?.partyType).toBe('aircraft');
    expect(entries.find((entry) => entry.externalId === '90003')?.aliases).toEqual([]);
  });

  it('reads the aliases file on its own', () => {
    const aliases = parseOfacAliases(fixture('alt.csv'));
    expect([...aliases.keys()]).toEqual(['90001', '90002', '90004', '90007', '90009']);
  });

  it('works without the aliases file', () => {
    expect(parseOfacSdn(fixture('sdn.csv')).every((entry) => entry.aliases.length === 0)).toBe(true);
  });
});

describe('UN consolidated list XML', () => {
  const entries = parseUnConsolidated(fixture('consolidated.xml'));

  it('reads individuals and entities', () => {
    expect(entries).toHaveLength(7);
    expect(entries.filter((entry) => entry.partyType === 'individual')).toHaveLength(3);
    expect(entries.filter((entry) => entry.partyType === 'entity')).toHaveLength(4);
  });

  it('joins an individual’s names and reads aliases and nationalities', () => {
    expect(entries.find((entry) => entry.externalId === '7100001')).toEqual({
      list: 'un',
      externalId: '7100001',
      name: 'HASSAN KARIM AL-RASHIDI',
      aliases: ['Abu Karim', 'Hasan Al Rashidi'],
      partyType: 'individual',
      programs: 'Al-Qaida (QDi.901)',
      country: 'Yemen',
    });
    expect(entries.find((entry) => entry.externalId === '7100002')).toMatchObject({
      name: 'PAK SONG CHOL',
      aliases: [],
    });
    expect(entries.find((entry) => entry.externalId === '7100003')?.country).toBe('Somalia, Kenya');
  });

  it('reads an entity’s aliases and address countries', () => {
    expect(entries.find((entry) => entry.externalId === '7200002')).toMatchObject({
      name: 'KORYO UNITED MINING CORPORATION',
      aliases: ['Koryo Mining Co', 'United Korea Minerals'],
      country: "Democratic People's Republic of Korea",
    });
    expect(entries.find((entry) => entry.externalId === '7200003')?.country).toBe('Pakistan, Afghanistan');
  });

  it('refuses a file that is not the consolidated list', () => {
    expect(() => parseUnConsolidated('<OTHER/>')).toThrow(/CONSOLIDATED_LIST/);
  });
});
