import { describe, expect, it } from 'vitest';
import { describeCheckFailure } from '../../src/routes/health/index.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('what /ready says about a failed check', () => {
  it('names the class of failure without the host, port or user of the driver message', () => {
    const cases: [unknown, string][] = [
      [withCode('connect ECONNREFUSED 10.0.3.7:5432', 'ECONNREFUSED'), 'connection refused'],
      [new Error('connect ECONNREFUSED 10.0.3.7:6379'), 'connection refused'],
      [withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND'), 'host not found'],
      [withCode('connect ETIMEDOUT 10.0.3.7:5432', 'ETIMEDOUT'), 'connection timed out'],
      [new Error('timeout exceeded when trying to connect'), 'connection timed out'],
      [withCode('password authentication failed for user "tradehub"', '28P01'), 'authentication failed'],
      [new Error('WRONGPASS invalid username-password pair'), 'authentication failed'],
      [new Error('Connection is closed.'), 'not answering'],
      ['a string thrown', 'not answering'],
    ];
    for (const [error, expected] of cases) {
      const described = describeCheckFailure(error);
      expect(described).toBe(expected);
      expect(described).not.toMatch(/10\.0\.3\.7|db\.internal|tradehub/);
    }
  });
});
