import { createOrmConfig, initOrm, runMigrations, UserProfile, type MikroORM } from '@tradehub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../infra/test-support/test-database.js';
import type { MailSender, OutgoingMail } from '../../src/mail/mail-transport.js';
import { createEmailProcessor, type EmailJob } from '../../src/processors/email.js';

const database = await createTestDatabase('password_reset_mail');
let orm: MikroORM;

beforeAll(async () => {
  orm = await initOrm(createOrmConfig({ clientUrl: database.url }));
  await runMigrations(orm);
});
afterAll(async () => {
  await orm?.close();
  await database.drop();
});

function recordingSender() {
  const sent: { mail: OutgoingMail; messageId: string }[] = [];
  const mail: MailSender = {
    send: async (outgoing, messageId) => {
      sent.push({ mail: outgoing, messageId });
    },
    close: () => undefined,
  };
  return { mail, sent };
}

async function buildUser(email: string, passwordHash: string | null) {
  const em = orm.em.fork();
  const user = em.create(UserProfile, { email, businessName: 'Reset Co', passwordHash, emailVerified: true });
  await em.flush();
  return user;
}

const job = (id: string, data: { userId: string; email: string; token: string }) =>
  ({ id, name: 'reset-password', data }) as unknown as EmailJob;

describe('the password reset e-mail', () => {
  it('mails the account a link to the reset page with the token', async () => {
    const { mail, sent } = recordingSender();
    const process = createEmailProcessor({
      orm,
      config: { appUrl: 'https://app.tradehub.test', supportEmail: 'support@tradehub.test' },
      sessionSecret: 'unused-here-unused-here-unused-here',
      mail,
    });
    const user = await buildUser('forgetful@example.com', '$argon2id$stand-in');
    const token = 'Abc_-123';

    expect(await process(job('reset-password-1', { userId: user.id, email: user.email, token }))).toEqual({
      status: 'sent',
    });
    expect(sent).toHaveLength(1);
    const [{ mail: message, messageId }] = sent as [(typeof sent)[number]];
    const link = 'https://app.tradehub.test/reset-password?token=Abc_-123';
    expect(messageId).toBe('reset-password-1');
    expect(message).toMatchObject({
      to: 'forgetful@example.com',
      subject: 'Reset your TradeHub password',
      link,
    });
    expect(message.text).toContain(link);
    expect(message.text).toContain('one hour');
    expect(message.html).toContain(`href="${link}"`);
  });

  it('sends nothing when the address changed or the account has no password', async () => {
    const { mail, sent } = recordingSender();
    const process = createEmailProcessor({
      orm,
      config: { appUrl: 'https://app.tradehub.test', supportEmail: 'support@tradehub.test' },
      sessionSecret: 'unused-here-unused-here-unused-here',
      mail,
    });
    const moved = await buildUser('moved@example.com', '$argon2id$stand-in');
    const auth0Only = await buildUser('auth0-only@example.com', null);
    expect(
      await process(job('r-2', { userId: moved.id, email: 'old-address@example.com', token: 't' })),
    ).toMatchObject({ status: 'skipped' });
    expect(
      await process(job('r-3', { userId: auth0Only.id, email: auth0Only.email, token: 't' })),
    ).toMatchObject({ status: 'skipped' });
    expect(sent).toHaveLength(0);
  });
});
