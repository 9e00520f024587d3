// The demo workspace with a password for one of its members (Sarah Chen, Finance Manager), approved, so a
// benchmark can sign in as a real member once and reuse the session cookie (sign-in is rate-limited: 30
// attempts per IP and 10 per account per 15 minutes, never once per client).
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { seedDemoWorkspace } from './demo-workspace.js';

export interface Member {
  email: string;
  password: string;
}

export const BENCH_MEMBER: Member = {
  email: 'sarah.chen@demo-trading.example',
  password: 'bench-password-1',
};

/**
 * Seeds the demo workspace (`seedDemo`) into a migrated database, sets `member`'s password, and approves
 * the member's organisation in this bench's own database: review is of an organisation, and the demo
 * workspace's is 'demo' (read-only, no payments), which the benches' payment and batch routes refuse.
 */
export async function seedDemoWithMemberPassword(databaseUrl: string, member: Member = BENCH_MEMBER) {
  await seedDemoWorkspace(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const passwordHash = await hash(member.password, { algorithm: 2 });
    await client.query('update user_profile set password_hash = $1 where email = $2', [
      passwordHash,
      member.email,
    ]);
    await client.query(
      `update organisation set status = 'approved' where id in
         (select m.organisation_id from membership m join user_profile u on u.id = m.user_id where u.email = $1)`,
      [member.email],
    );
  } finally {
    await client.end();
  }
}

/** `POST /api/auth/sign-in`; returns the session cookie as a `name=value` pair (`th_session=…`). */
export async function signIn(baseUrl: string, member: Member = BENCH_MEMBER): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.includes('=')) throw new Error('sign-in answered without a session cookie');
  return cookie;
}
