// The OpenAPI document `npm run api:types` types the web from is built with no database or Redis; the
// integration test api-types.test.ts proves it equals the live app's.
import { describe, expect, it } from 'vitest';
import { firstDifference } from '../../src/openapi/first-difference.js';
import { buildOfflineOpenApiDocument } from '../../src/openapi/offline-document.js';
import { SCHEMA_TYPES_HEADER, renderSchemaTypes } from '../../src/openapi/schema-types.js';
import { unavailableService } from '../../src/openapi/unavailable-service.js';

describe('the offline OpenAPI document', () => {
  it('documents every area of the API, with each operation’s access', async () => {
    const document = (await buildOfflineOpenApiDocument()) as {
      paths: Record<string, Record<string, { security?: unknown[]; 'x-api-key-scope'?: string | null }>>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/api/payments',
        '/api/ai/messages',
        '/api/team/members/{memberId}',
      ]),
    );
    expect(document.paths['/api/payments']!.post!['x-api-key-scope']).toBe('payments:write');
    expect(document.paths['/api/auth/sign-in']!.post!.security).toEqual([]);
  }, 30_000);

  it('types the web from it under a header naming the generator', async () => {
    const types = await renderSchemaTypes(await buildOfflineOpenApiDocument());
    expect(types.startsWith(SCHEMA_TYPES_HEADER)).toBe(true);
    expect(types).toContain('"/api/payments": {');
  }, 30_000);
});

describe('a service the routes are registered without', () => {
  it('throws on any use, naming the service and the member', () => {
    const redis = unavailableService<{ get(key: string): Promise<string | null> }>('redis');
    expect(() => redis.get('key')).toThrow(/^redis\.get was used while the routes were registered/);
  });

  it('can be awaited and inspected without counting as a use', async () => {
    const queue = unavailableService<object>('passwordResets');
    await expect(Promise.resolve(queue)).resolves.toBe(queue);
    expect(String(Object.prototype.toString.call(queue))).toBe('[object Object]');
  });
});

describe('the first difference between the committed and the regenerated types', () => {
  it('is none for equal texts', () => {
    expect(firstDifference('a\nb\n', 'a\nb\n')).toBeNull();
  });

  it('names the line and both versions of it, also when one text ends first', () => {
    expect(firstDifference('a\nb\nc', 'a\nB\nc')).toEqual({ line: 2, expected: 'b', actual: 'B' });
    expect(firstDifference('a', 'a\nb')).toEqual({ line: 2, expected: '(end of file)', actual: 'b' });
  });
});
