import { describe, expect, it } from 'vitest';
import { personName } from '../../src/domain/accounts/person-name.js';

describe('personName: how a person is named wherever the product says who did something', () => {
  it('is the full name when there is one', () => {
    expect(personName({ fullName: 'Ada Treasurer', businessName: 'Acme Trading' })).toBe('Ada Treasurer');
  });

  it('is the business name when the full name is missing, null or blank', () => {
    expect(personName({ businessName: 'Acme Trading' })).toBe('Acme Trading');
    expect(personName({ fullName: null, businessName: 'Acme Trading' })).toBe('Acme Trading');
    expect(personName({ fullName: '   ', businessName: 'Acme Trading' })).toBe('Acme Trading');
  });

  it('drops the spaces around a full name', () => {
    expect(personName({ fullName: '  Li Wei ', businessName: 'Acme Trading' })).toBe('Li Wei');
  });
});
