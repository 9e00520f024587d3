import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@tradehub/contract';
import { actorOf } from '../../src/auth/actor.js';
import type { Viewer } from '../../src/auth/viewer.js';
import { errorResponses } from '../../src/routes/error-responses.js';

const viewer: Viewer = {
  userId: 'user-1',
  organisationId: 'org-1',
  status: 'pending',
  isAdmin: false,
  readOnly: false,
  displayName: 'Ann Example',
  defaultCurrency: 'USD',
  profile: { id: 'user-1', permissions: ['Payment Approval'] } as unknown as Viewer['profile'],
};

describe('errorResponses', () => {
  it('declares exactly the listed statuses, each answering the contract error body', () => {
    const responses = errorResponses(400, 401, 404, 409);
    expect(Object.keys(responses)).toEqual(['400', '401', '404', '409']);
    for (const schema of Object.values(responses)) expect(schema).toBe(apiErrorSchema);
  });
});

describe('actorOf', () => {
  it("carries the viewer's seat, name, permissions and organisation status to the commands", () => {
    expect(actorOf(viewer)).toEqual({
      userId: 'user-1',
      organisationId: 'org-1',
      displayName: 'Ann Example',
      permissions: ['Payment Approval'],
      accountStatus: 'pending',
      apiKeyId: null,
    });
  });

  it('names the API key a call comes through', () => {
    const keyViewer: Viewer = { ...viewer, apiKey: { id: 'key-1', name: 'CI', scopes: [] } };
    expect(actorOf(keyViewer).apiKeyId).toBe('key-1');
  });
});
