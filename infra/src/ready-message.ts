// What `npm start` prints once the gateway answers: where TradeHub runs, and the two ways in that a fresh
// install has. The demo workspace needs no account; an approved workspace of one's own needs an
// administrator, and on a fresh install only ADMIN_EMAILS makes one (a new account's business waits for an
// administrator's approval, db/src/domain/accounts).
import type { RuntimeConfig } from '@tradehub/db/config';

type ReadyFacts = Pick<RuntimeConfig, 'appUrl' | 'adminEmails' | 'auth0' | 'mail'>;

/** How an ADMIN_EMAILS address becomes an administrator with this configuration (`who` names the address). */
function adminSteps({ auth0, mail }: ReadyFacts, who: string): string {
  if (auth0) return `sign in through Auth0 with ${who}`;
  const link = mail.smtpUrl ? 'the verification link mailed to it' : 'the verification link printed here';
  return `sign up with ${who} and open ${link}`;
}

export function readyMessage(facts: ReadyFacts): string {
  const admins = facts.adminEmails;
  const lines = [
    `TradeHub is running at ${facts.appUrl}  (Ctrl-C stops it)`,
    "  Look around: open it and choose 'Explore the Demo Workspace' (a read-only sample business).",
    ...(admins.length === 0
      ? [
          '  Your own approved workspace: start with ADMIN_EMAILS=you@example.com npm start, then',
          `  ${adminSteps(facts, 'that address')}.`,
        ]
      : [
          `  Administrators (ADMIN_EMAILS): ${admins.join(', ')}. To be one,`,
          `  ${adminSteps(facts, admins.length === 1 ? 'that address' : 'one of them')}.`,
        ]),
  ];
  return lines.map((line) => `[tradehub] ${line}`).join('\n');
}
