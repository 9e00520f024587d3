import { describe, expect, it } from 'vitest';
import { MATCH_THRESHOLD, normaliseName, scoreNames } from '../../src/domain/suppliers/name-match.js';

describe('sanctions name matching', () => {
  it('normalises case, diacritics, punctuation and legal suffixes', () => {
    expect(normaliseName('Shadow Freight Trading, L.L.C.')).toBe('shadow freight trading');
    expect(normaliseName('Đukić  Milorad')).toBe('dukic milorad');
    expect(normaliseName('Transcontinental Petrochemical GmbH')).toBe('transcontinental petrochemical');
    expect(normaliseName('Northwind Metals J.S.C.')).toBe('northwind metals');
    expect(normaliseName('Acme S.A.')).toBe('acme');
  });

  it('scores an exact name 100, with or without the legal suffix', () => {
    expect(scoreNames('SHADOW FREIGHT TRADING LLC', 'SHADOW FREIGHT TRADING LLC')).toBe(100);
    expect(scoreNames('Shadow Freight Trading Ltd.', 'SHADOW FREIGHT TRADING LLC')).toBe(100);
  });

  it("matches 'LAST, First' against 'First Last' and reordered tokens", () => {
    expect(scoreNames('Dmitri Sergeyevich Kovalenko', 'KOVALENKO, Dmitri Sergeyevich')).toBe(100);
    expect(scoreNames('Wei Zhang', 'ZHANG, Wei')).toBe(100);
    expect(scoreNames('Trading Shadow Freight', 'SHADOW FREIGHT TRADING LLC')).toBe(100);
  });

  it('folds diacritics and case, so Müller, MÜLLER and Muller are one name, composed or not', () => {
    const forms = ['Müller Handels GmbH', 'MÜLLER HANDELS GMBH', 'Muller Handels', 'Mu\u0308ller Handels'];
    expect(forms.map(normaliseName)).toEqual(Array(forms.length).fill('muller handels'));
    expect(scoreNames('Müller Handels GmbH', 'MULLER HANDELS')).toBe(100);
    // Letters Unicode does not decompose are folded too.
    expect(normaliseName('Søren Łukasz Straße')).toBe('soren lukasz strasse');
  });

  it('ignores diacritics', () => {
    expect(scoreNames('Milorad Dukic', 'ĐUKIĆ, Milorad')).toBe(100);
  });

  it('keeps a typo above the threshold', () => {
    const score = scoreNames('Shadow Fraight Trading', 'SHADOW FREIGHT TRADING LLC');
    expect(score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(score).toBeLessThan(100);
  });

  it('puts a near miss below the threshold', () => {
    const score = scoreNames('Shadow Freight Services', 'SHADOW FREIGHT TRADING LLC');
    expect(score).toBeGreaterThan(50);
    expect(score).toBeLessThan(MATCH_THRESHOLD);
  });

  it('scores an unrelated name low', () => {
    expect(scoreNames('Hamburg Precision Tools GmbH', 'SHADOW FREIGHT TRADING LLC')).toBeLessThan(50);
    expect(scoreNames('LLC', 'Shadow Freight')).toBeLessThan(50);
  });
});
