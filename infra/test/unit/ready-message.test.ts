// The lines `npm start` ends its start-up with: where TradeHub runs, how to look around (the demo
// workspace) and how to become an administrator (ADMIN_EMAILS), said for the configuration at hand.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../db/src/config/index.js';
import { readyMessage } from '../../src/ready-message.js';

const AUTH0 = { AUTH0_DOMAIN: 'example.eu.auth0.com', AUTH0_CLIENT_ID: 'client', AUTH0_AUDIENCE: 'api' };
const message = (env: NodeJS.ProcessEnv) => readyMessage(loadConfig(env, '/srv/app'));

describe('the ready message', () => {
  it('with nothing configured, names the URL, the demo workspace and how to get an administrator', () => {
    expect(message({}).split('\n')).toEqual([
      '[tradehub] TradeHub is running at http://localhost:3000  (Ctrl-C stops it)',
      "[tradehub]   Look around: open it and choose 'Explore the Demo Workspace' (a read-only sample business).",
      '[tradehub]   Your own approved workspace: start with ADMIN_EMAILS=you@example.com npm start, then',
      '[tradehub]   sign up with that address and open the verification link printed here.',
    ]);
  });

  it('names the configured administrators, and where their verification link goes', () => {
    expect(message({ ADMIN_EMAILS: 'Ops@Example.com' })).toContain(
      'Administrators (ADMIN_EMAILS): ops@example.com. To be one,\n' +
        '[tradehub]   sign up with that address and open the verification link printed here.',
    );
    expect(message({ ADMIN_EMAILS: 'a@example.com,b@example.com', SMTP_URL: 'smtp://mail:25' })).toContain(
      'sign up with one of them and open the verification link mailed to it.',
    );
  });

  it('sends administrators through Auth0 when sign-in goes there', () => {
    expect(message({ ...AUTH0, ADMIN_EMAILS: 'ops@example.com' })).toContain(
      'sign in through Auth0 with that address.',
    );
  });
});
